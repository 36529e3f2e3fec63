import type { MiddlewareFunction } from 'react-router';
import { databaseReachable, isDatabaseUnavailable } from '~/db/availability.server';
import { defaultLanguage } from '~/i18n/config';
import { languageFromPath } from '~/i18n/i18next.server';
import { resources } from '~/i18n/resources';
import { logger } from '~/modules/observability/logger.server';
import { plainPageHtml } from './plain-page.server';

/** Requests whose loader or action failed because the database was unreachable (set by handleError). */
const failedOnDatabase = new WeakSet<Request>();

export function noteServerError(request: Request, error: unknown): void {
  if (isDatabaseUnavailable(error)) failedOnDatabase.add(request);
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
  const { error } = resources[lang].common;
  const html = plainPageHtml(lang, error.unavailableTitle, error.unavailableText);
  return new Response(html, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
};
