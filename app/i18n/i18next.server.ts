import {
  createContext,
  createCookie,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router';
import { RemixI18Next } from 'remix-i18next/server';
import { env } from '~/env.server';
import { cookieLifetimes } from '~/modules/http/cookie-lifetimes';
import { defaultLanguage, isLang, LANGUAGE_KEY, type Lang, languages } from './config';
import type { ServerKey } from './keys';
import { resources } from './resources';
import { type TFunction, translate } from './translation';

export const languageCookie = createCookie(LANGUAGE_KEY, {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: cookieLifetimes.language,
});

/** The Set-Cookie value remembering `lang`: Secure in production, as the session cookie (issue 16.10). */
export function languageCookieHeader(lang: Lang): Promise<string> {
  return languageCookie.serialize(lang, { secure: env().NODE_ENV === 'production' });
}

/** The language segment of a path, also for data requests such as `/en.data`. */
export function languageFromPath(pathname: string) {
  const first = pathname.replace(/\.data$/, '').split('/')[1];
  return isLang(first) ? first : undefined;
}

// Detection order of the issue: path, then the `language` cookie, then Accept-Language, then nl.
const detector = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    cookie: languageCookie,
    order: ['custom', 'cookie', 'header'],
    // The admin is Dutch only (spec): its documents say so, whatever the visitor's language.
    findLocale: async (request) => {
      const path = new URL(request.url).pathname;
      return languageFromPath(path) ?? (path === '/admin' || path.startsWith('/admin/') ? 'nl' : null);
    },
  },
});

const localeContext = createContext<Lang>(defaultLanguage);

/**
 * remix-i18next detects the language; texts come from our catalogs through `translate`. (Its own
 * middleware builds a full i18next instance on every request, ~6 % of the home page's CPU, for
 * the few actions that translate a message on the server.)
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(localeContext, (await detector.getLocale(request)) as Lang);
  return next();
};

export function getLocale(context: Readonly<RouterContextProvider>): Lang {
  return context.get(localeContext);
}

/**
 * The texts of one language, for messages made on the server (actions, e-mails, invoices): the
 * browser's catalog plus the server-only namespaces.
 */
export function fixedT(lang: Lang): TFunction<ServerKey> {
  return (key, options) => translate(resources[lang].server, lang, key, options);
}
