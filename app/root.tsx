import { useEffect } from 'react';
import {
  createContext,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { LazyToaster } from './components/lazy-parts';
import { TestModeBanner } from './components/test-mode-banner';
import { testModeInProduction } from './env.server';
import { catalogAsset } from './i18n/catalog-asset.server';
import { defaultLanguage } from './i18n/config';
import {
  getLocale,
  i18nextMiddleware,
  languageCookie,
  languageCookieHeader,
  languageFromPath,
} from './i18n/i18next.server';
import { CATALOG_SCRIPT, useShippedCatalog } from './i18n/shipped-catalog';
import { TranslationProvider, useTranslation } from './i18n/translation';
import { cachePolicyMiddleware } from './modules/http/cache-policy.server';
import { pageCacheMiddleware } from './modules/http/page-cache.server';
import { serviceUnavailableMiddleware } from './modules/http/service-unavailable.server';
import type { Toast } from './modules/toast/toast';
import { clearToastHeader, readToast } from './modules/toast/toast.server';
import { formBodyMiddleware } from './security/form-body.server';
import { useNonce } from './security/nonce';

/** Browsing a page in a language is choosing it: the root redirect and unprefixed links follow it. */
const rememberLanguage: Route.MiddlewareFunction = async ({ request }, next) => {
  const response = await next();
  const lang = languageFromPath(new URL(request.url).pathname);
  if (request.method === 'GET' && lang && response instanceof Response && response.status === 200) {
    const current = await languageCookie.parse(request.headers.get('cookie'));
    if (current !== lang) response.headers.append('Set-Cookie', await languageCookieHeader(lang));
  }
  return response;
};

const toastContext = createContext<Toast | undefined>(undefined);

/** Reads the flash toast for the root loader and clears it once a page (not a data call) showed it. */
const flashToast: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const toast = await readToast(request);
  context.set(toastContext, toast);
  const response = await next();
  if (toast && response instanceof Response && response.status < 300 && request.method === 'GET') {
    response.headers.append('Set-Cookie', await clearToastHeader());
  }
  return response;
};

// Outermost first: the availability and cache decisions see the final response, cookies included.
export const middleware: Route.MiddlewareFunction[] = [
  pageCacheMiddleware,
  serviceUnavailableMiddleware,
  cachePolicyMiddleware,
  formBodyMiddleware,
  i18nextMiddleware,
  rememberLanguage,
  flashToast,
];

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const lang = getLocale(context);
  return data({
    lang,
    /** The UI texts (meta functions' too) are this cacheable script, not part of each document. */
    catalogHref: catalogAsset(lang).href,
    toast: context.get(toastContext) ?? null,
    testMode: testModeInProduction(),
  });
}

const emptyCatalog = {};

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const lang = rootData?.lang ?? defaultLanguage;
  const nonce = useNonce();
  // Importing the catalogs here would ship all four languages to every browser: the server's entry
  // and the catalog script provide the document's own (and a catalog of another language, after a
  // client-side navigation across languages, is replaced by loading that page as a document).
  const { catalog, otherLanguage } = useShippedCatalog(lang);
  useEffect(() => {
    if (otherLanguage) window.location.reload();
  }, [otherLanguage]);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e40af" />
        <Meta />
        <Links />
        {rootData?.catalogHref ? (
          // The browser hides a nonce from script (it reads as ''): not a mismatch worth a warning.
          <script
            src={rootData.catalogHref}
            defer
            nonce={nonce}
            suppressHydrationWarning
            {...{ [CATALOG_SCRIPT]: '' }}
          />
        ) : null}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <TranslationProvider lang={lang} catalog={catalog ?? emptyCatalog}>
          {rootData?.toast ? <LazyToaster toast={rootData.toast} /> : null}
          {rootData?.testMode ? <TestModeBanner /> : null}
          {children}
        </TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useEffect(() => {
    // A marker for the end-to-end journeys: interact only once React handles the page.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{unavailable ? t('error.unavailableTitle') : t('error.title')}</h1>
      <p className="mt-4 text-slate-700">
        {unavailable ? t('error.unavailableText') : forbidden ? String(error.data) : t('error.text')}
      </p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        {t('notFound.home')}
      </a>
    </main>
  );
}
