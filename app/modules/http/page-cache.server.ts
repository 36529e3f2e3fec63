import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { MiddlewareFunction } from 'react-router';
import { LANGUAGE_KEY } from '~/i18n/config';
import { languageFromPath } from '~/i18n/i18next.server';
import { createTtlCache } from '~/modules/cache/ttl-cache';
import { CART_COOKIE, cartContentsKey } from '~/modules/cart/cart-cookie.server';
import { shareableDocument } from '~/security/script-hashes.server';
import { PRIVATE_PATHS } from './cache-policy.server';

/**
 * A one-second in-process store of the public pages of visitors without personal state: the same
 * bytes for everyone with the same language cookie and the same cart (or none). Rendering the home
 * page costs tens of milliseconds of CPU; under a burst of visitors one render a second serves them
 * all, and those arriving while it renders wait for that render instead of starting their own.
 *
 * A page with a cart is the same for every shopper with that cart (the cookie holds only ids and
 * quantities, DESIGN.md 4), so it is stored under the cart's contents: a changed cart is another
 * key, never a stale page. Any other cookie (session, flash, consent, checkout) always renders.
 *
 * What a page shows is at most a second older than the catalog snapshot it was drawn from (itself
 * at most a second old, and both are cleared when this process changes stock); stock decisions
 * never read either. A stored page allows its inline scripts by their SHA-256 hashes instead of a
 * nonce, so every visitor gets the same bytes (compressed once, brotli and gzip) and a CDN may share
 * the anonymous ones too (pages with a cart stay 'private', cache-policy.server.ts).
 *
 * When a page has just gone stale, the next visitor renders its successor and those arriving
 * meanwhile get the page of a moment ago: without that, every visitor of that moment went through
 * React Router only to wait for the one render, and a burst paid the router's work for each of them.
 */
const TTL_MS = 1_000;
/** How long past its second a page may still be handed out while one visitor renders the next. */
const STALE_MS = 4_000;
/** A visitor sent to render who never stored a page (an aborted request) hands the task on after this. */
const RENDER_TIMEOUT_MS = 10_000;
const MAX_ENTRIES = 200;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body compressed once per stored page, for clients that accept it. */
  encoded: () => { br: Buffer; gzip: Buffer };
};
type RequestLike = { method: string; url: string; headers: { get(name: string): string | null } };

const pages = createTtlCache<string, CachedPage>({ ttlMs: TTL_MS, max: MAX_ENTRIES });
/** The same pages kept a little longer, for visitors arriving while a stale one is rendered again. */
const recentPages = createTtlCache<string, CachedPage>({ ttlMs: TTL_MS + STALE_MS, max: MAX_ENTRIES });
/** Key -> when a visitor was sent on to render it again. */
const rendering = new Map<string, number>();
const enabled = process.env.PAGE_CACHE !== 'off';

/** Forget every stored page: the catalog changed in this process. */
export function clearPageCache(): void {
  pages.clear();
  recentPages.clear();
  rendering.clear();
}

/** The cookies a stored page may be keyed by; any other cookie makes the page personal. */
const KEYED_COOKIES = new Set([LANGUAGE_KEY, CART_COOKIE]);

/** Name -> value of a Cookie header, or undefined when it names another cookie (or one twice). */
function keyedCookies(header: string | null): Map<string, string> | undefined {
  const cookies = new Map<string, string>();
  for (const part of header ? header.split(';') : []) {
    const separator = part.indexOf('=');
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (!name) continue;
    if (!KEYED_COOKIES.has(name) || cookies.has(name)) return undefined;
    cookies.set(name, part.slice(separator + 1).trim());
  }
  return cookies;
}

/**
 * Set by server/index.js on a client navigation's data request (`/nl.data`). React Router hands the
 * middleware that request with the document's URL, so the URL cannot tell the two apart; without the
 * mark a stored page would answer the data request with HTML, which the browser cannot read (the
 * shopper saw the error page after sending a form on a page others had just visited).
 */
export const DATA_REQUEST_HEADER = 'x-shop-data-request';

/** The key of a request whose page may come from the store: URL, language cookie and cart contents. */
async function cacheKey(request: RequestLike): Promise<string | undefined> {
  if (!enabled || request.method !== 'GET' || request.headers.get(DATA_REQUEST_HEADER) !== null)
    return undefined;
  const url = new URL(request.url);
  // Only pages whose language is in the path: elsewhere the language comes from the visitor's headers.
  if (!languageFromPath(url.pathname) || PRIVATE_PATHS.test(url.pathname)) return undefined;
  const header = request.headers.get('cookie');
  const cookies = keyedCookies(header);
  if (!cookies) return undefined;
  const cart = cookies.has(CART_COOKIE) ? ` cart=${await cartContentsKey(header)}` : '';
  return `${url.href} ${LANGUAGE_KEY}=${cookies.get(LANGUAGE_KEY) ?? ''}${cart}`;
}

/**
 * Only documents are shared. A page with a status of its own, or one setting a cookie other than the
 * language, is not; nor is a client navigation's data (`/nl.data`), which reaches this middleware with
 * the document's URL and would otherwise be served as the page.
 */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    response.headers.getSetCookie().every((cookie) => cookie.startsWith(`${LANGUAGE_KEY}=`))
  );
}

const NONCE = /'nonce-([^']+)'/;

/** Compresses lazily and once: a page nobody asks twice for costs no compression. */
function compressOnce(body: string): () => { br: Buffer; gzip: Buffer } {
  let encoded: { br: Buffer; gzip: Buffer } | undefined;
  return () => {
    encoded ??= {
      br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(body, { level: 9 }),
    };
    return encoded;
  };
}

/**
 * The page as stored. A render that came out byte for byte as the page it replaces (the usual case:
 * the catalog did not change) takes over that page's compressed bodies instead of compressing again.
 */
async function toEntry(response: Response, previous: CachedPage | undefined): Promise<CachedPage> {
  let body = await response.text();
  // Iterating Headers yields each Set-Cookie on its own, so the language cookie survives as it was.
  const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
  const index = headers.findIndex(([name]) => name === 'content-security-policy');
  const nonce = index >= 0 ? NONCE.exec(headers[index]?.[1] ?? '')?.[1] : undefined;
  if (index >= 0 && nonce) {
    const shared = shareableDocument(body, headers[index]?.[1] ?? '', nonce);
    body = shared.body;
    headers[index] = ['content-security-policy', shared.policy];
  }
  const encoded = previous?.body === body ? previous.encoded : compressOnce(body);
  return { status: response.status, headers, body, encoded };
}

/**
 * The fast path for server/index.js: a stored page for this request, answered before React Router
 * matches a route; undefined sends the request on to be rendered (and stored by the middleware).
 */
export async function cachedPage(request: RequestLike): Promise<CachedPage | undefined> {
  const key = await cacheKey(request);
  if (!key) return undefined;
  const known = pages.peek(key);
  if (known !== undefined && !(known instanceof Promise)) return known;
  const recent = recentPages.get(key);
  // Never rendered (or long ago): wait for the render under way, or be the one to render.
  if (!recent) return known;
  if (known) return recent;
  const since = rendering.get(key);
  if (since !== undefined && Date.now() - since < RENDER_TIMEOUT_MS) return recent;
  if (rendering.size >= MAX_ENTRIES) rendering.clear();
  rendering.set(key, Date.now());
  return undefined;
}

function toResponse(page: CachedPage): Response {
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Outermost root middleware: stores what the whole stack answered, so a hit equals a render. */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const key = await cacheKey(request);
  if (!key) return next();
  // The first request renders; a response that may not be stored is its own, and those that waited
  // for it (or for a render that failed) render their own.
  let rendered = false;
  let own: Response | undefined;
  let page: CachedPage | undefined;
  try {
    page = await pages.fetch(key, async () => {
      rendered = true;
      const response = await next();
      if (storable(response)) return toEntry(response, recentPages.get(key));
      own = response;
      return undefined;
    });
  } catch (error) {
    if (rendered) throw error;
    return next();
  } finally {
    rendering.delete(key);
  }
  // Stored only if no clear() came in between: then it may stand in for its successor as well.
  if (page && pages.get(key) === page) recentPages.set(key, page);
  if (own) return own;
  return page ? toResponse(page) : next();
};
