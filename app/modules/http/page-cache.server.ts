import type { MiddlewareFunction } from 'react-router';
import { LANGUAGE_KEY } from '~/i18n/config';
import { languageFromPath } from '~/i18n/i18next.server';
import { carriesState, PRIVATE_PATHS } from './cache-policy.server';

/**
 * A one-second in-process cache of the public pages an anonymous visitor gets (the same bytes for
 * everyone without a cart, session, consent or flash cookie). Rendering the home page costs tens of
 * milliseconds of CPU; under a burst of visitors one render a second serves them all, and those
 * arriving while it renders wait for that render instead of starting their own.
 *
 * What a page shows is at most a second older than the catalog snapshot it was drawn from (itself
 * at most a second old, and both are cleared when this process changes stock); stock decisions
 * never read either. Every response gets a fresh CSP nonce, so no two visitors share one.
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 200;

export type CachedPage = { status: number; headers: [string, string][]; body: string };
type Entry = CachedPage & { nonce: string | null; at: number };
type RequestLike = { method: string; url: string; headers: { get(name: string): string | null } };

const entries = new Map<string, Entry>();
const rendering = new Map<string, Promise<Entry | undefined>>();
let enabled = process.env.PAGE_CACHE !== 'off';

/** Forget every stored page: the catalog changed in this process. */
export function clearPageCache(): void {
  entries.clear();
}

/** For tests that must observe uncached rendering. */
export function setPageCacheEnabled(on: boolean): void {
  enabled = on;
  entries.clear();
}

/** The key of a request whose page may be shared, or undefined. Its cookies (only `language`) are part of it. */
function cacheKey(request: RequestLike): string | undefined {
  if (!enabled || request.method !== 'GET' || carriesState(request)) return undefined;
  const url = new URL(request.url);
  // Only pages whose language is in the path: elsewhere the language comes from the visitor's headers.
  if (!languageFromPath(url.pathname) || PRIVATE_PATHS.test(url.pathname)) return undefined;
  return `${url.href} ${request.headers.get('cookie') ?? ''}`;
}

/** A page with a status of its own, or one setting a cookie other than the language, is never shared. */
function storable(response: Response): boolean {
  return (
    response.status === 200 &&
    response.body !== null &&
    response.headers.getSetCookie().every((cookie) => cookie.startsWith(`${LANGUAGE_KEY}=`))
  );
}

const NONCE = /'nonce-([^']+)'/;

async function toEntry(response: Response): Promise<Entry> {
  const csp = response.headers.get('Content-Security-Policy');
  return {
    status: response.status,
    // Iterating Headers yields each Set-Cookie on its own, so the language cookie survives as it was.
    headers: [...response.headers.entries()],
    body: await response.text(),
    nonce: csp ? (NONCE.exec(csp)?.[1] ?? null) : null,
    at: Date.now(),
  };
}

function withFreshNonce(entry: Entry): CachedPage {
  if (!entry.nonce) return entry;
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const old = entry.nonce;
  return {
    status: entry.status,
    headers: entry.headers.map(([name, value]) => [name, value.replaceAll(old, nonce)]),
    body: entry.body.replaceAll(old, nonce),
  };
}

function remember(key: string, entry: Entry) {
  entries.delete(key);
  const oldest = entries.keys().next();
  if (entries.size >= MAX_ENTRIES && !oldest.done) entries.delete(oldest.value);
  entries.set(key, entry);
}

/** A fresh stored page, the render in progress for it, or nothing (synchronous, so no race to start one). */
function lookup(key: string): Entry | Promise<Entry | undefined> | undefined {
  const stored = entries.get(key);
  if (stored && Date.now() - stored.at < TTL_MS) return stored;
  return rendering.get(key);
}

/**
 * The fast path for server/index.js: a stored page for this request, answered before React Router
 * matches a route; undefined sends the request on to be rendered (and stored by the middleware).
 */
export async function cachedPage(request: RequestLike): Promise<CachedPage | undefined> {
  const key = cacheKey(request);
  const entry = key ? await lookup(key) : undefined;
  return entry ? withFreshNonce(entry) : undefined;
}

function toResponse(page: CachedPage): Response {
  return new Response(page.body, { status: page.status, headers: page.headers });
}

/** Outermost root middleware: stores what the whole stack answered, so a hit equals a render. */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const key = cacheKey(request);
  if (!key) return next();
  const pending = lookup(key);
  if (pending) {
    const known = await pending;
    // The render this request waited for may not have been shareable: then it renders its own.
    return known ? toResponse(withFreshNonce(known)) : next();
  }
  let settle!: (entry: Entry | undefined) => void;
  rendering.set(key, new Promise((resolve) => (settle = resolve)));
  try {
    const response = await next();
    if (!storable(response)) {
      settle(undefined);
      return response;
    }
    const entry = await toEntry(response);
    remember(key, entry);
    settle(entry);
    return toResponse(withFreshNonce(entry));
  } catch (error) {
    settle(undefined);
    throw error;
  } finally {
    rendering.delete(key);
  }
};
