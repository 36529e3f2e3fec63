import { renderToStaticMarkup } from 'react-dom/server';
import type { MiddlewareFunction } from 'react-router';
import { databaseReachable, isDatabaseUnavailable } from '~/db/availability.server';
import { defaultLanguage, type Lang } from '~/i18n/config';
import { languageFromPath } from '~/i18n/i18next.server';
import { resources } from '~/i18n/resources';
import { logger } from '~/modules/observability/logger.server';

/** Requests whose loader or action failed because the database was unreachable (set by handleError). */
const failedOnDatabase = new WeakSet<Request>();

export function noteServerError(request: Request, error: unknown): void {
  if (isDatabaseUnavailable(error)) failedOnDatabase.add(request);
}

function UnavailablePage({ lang }: { lang: Lang }) {
  const { error } = resources[lang].common;
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{error.unavailableTitle}</title>
      </head>
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '36rem',
          margin: '6rem auto',
          padding: '0 1rem',
        }}
      >
        <main>
          <h1>{error.unavailableTitle}</h1>
          <p>{error.unavailableText}</p>
          <p>
            <a href={`/${lang}`}>Wandplanner</a>
          </p>
        </main>
      </body>
    </html>
  );
}

/**
 * A database outage (restart, failover) answers 503 with a short page in the visitor's language and
 * Retry-After, instead of a generic 500: the shopper learns to retry, and monitors see the outage for
 * what it is. The app needs no restart afterwards: the pool opens new connections on the next request.
 */
export const serviceUnavailableMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status < 500) return response;
  if (!failedOnDatabase.has(request) && (await databaseReachable())) return response;
  const url = new URL(request.url);
  logger.warn('database unavailable', { path: url.pathname, method: request.method });
  const lang = languageFromPath(url.pathname) ?? defaultLanguage;
  const headers = { 'Retry-After': '5', 'Cache-Control': 'no-store' };
  if (url.pathname.endsWith('.data')) {
    return new Response(resources[lang].common.error.unavailableText, { status: 503, headers });
  }
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<UnavailablePage lang={lang} />)}`;
  return new Response(html, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
};
