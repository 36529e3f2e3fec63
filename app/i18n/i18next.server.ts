import { createCookie } from 'react-router';
import { createI18nextMiddleware } from 'remix-i18next/middleware';
import { defaultLanguage, isLang, LANGUAGE_KEY, languages } from './config';
import { resources } from './resources';

export const languageCookie = createCookie(LANGUAGE_KEY, {
  path: '/',
  sameSite: 'lax',
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});

/** The language segment of a path, also for data requests such as `/en.data`. */
export function languageFromPath(pathname: string) {
  const first = pathname.replace(/\.data$/, '').split('/')[1];
  return isLang(first) ? first : undefined;
}

// Detection order of the issue: path, then the `language` cookie, then Accept-Language, then nl.
export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    cookie: languageCookie,
    order: ['custom', 'cookie', 'header'],
    findLocale: async (request) => languageFromPath(new URL(request.url).pathname) ?? null,
  },
  i18next: {
    resources,
    fallbackLng: defaultLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  },
});
