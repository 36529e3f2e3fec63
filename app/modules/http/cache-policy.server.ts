import type { MiddlewareFunction } from 'react-router';

/** Cookies that do not change what a public page shows (the path carries the language). */
const NEUTRAL_COOKIES = new Set(['language']);
/** Pages that are personal or transactional whatever the cookies say. */
export const PRIVATE_PATHS = /^\/(admin|api|test-checkout)(\/|$)|\/(checkout|order-success)(\/|$)/;

export function carriesState(request: { headers: { get(name: string): string | null } }): boolean {
  const header = request.headers.get('cookie');
  if (!header) return false;
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .some((name) => name && !NEUTRAL_COOKIES.has(name));
}

/**
 * Public pages for a visitor without a cart, session, consent choice or flash message may be served
 * by a shared cache for a minute (and stale for five while it revalidates); anything else is
 * private. A route that sets its own Cache-Control (sitemap, invoice PDF) keeps it. Stock badges
 * may thus be a minute old for anonymous visitors; adding to the cart always checks live stock.
 */
export const cachePolicyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.headers.has('Cache-Control')) return response;
  const { pathname } = new URL(request.url);
  // Personal or transactional pages are never stored at all; other pages for a visitor with state
  // may be kept by the browser itself (back/forward cache) but are revalidated before reuse.
  if (PRIVATE_PATHS.test(pathname) || !['GET', 'HEAD'].includes(request.method)) {
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  const cacheable =
    response.status === 200 &&
    !response.headers.has('Set-Cookie') &&
    !pathname.endsWith('.data') &&
    !carriesState(request);
  response.headers.set(
    'Cache-Control',
    cacheable ? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' : 'private, no-cache',
  );
  response.headers.append('Vary', 'Cookie');
  return response;
};
