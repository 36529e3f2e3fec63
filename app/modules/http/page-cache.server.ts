import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { MiddlewareFunction } from 'react-router';
import { LANGUAGE_KEY } from '~/i18n/config';
import { languageFromPath } from '~/i18n/i18next.server';
import { shareableDocument } from '~/security/script-hashes.server';
import { carriesState, PRIVATE_PATHS } from './cache-policy.server';

/**
 * A one-second in-process cache of the public pages an anonymous visitor gets (the same bytes for
 * everyone without a cart, session, consent or flash cookie). Rendering the home page costs tens of
 * milliseconds of CPU; under a burst of visitors one render a second serves them all, and those
 * arriving while it renders wait for that render instead of starting their own.
 *
 * What a page shows is at most a second older than the catalog snapshot it was drawn from (itself
 * at most a second old, and both are cleared when this process changes stock); stock decisions
 * never read either. A stored page allows its inline scripts by their SHA-256 hashes instead of a
 * nonce, so every visitor gets the same bytes (compressed once, brotli and gzip) and a CDN may share
 * them too; personal pages are never stored and keep their per-response nonce.
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 200;

export type CachedPage = {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body compressed once per stored page, for clients that accept it. */
  encoded: () => { br: Buffer; gzip: Buffer };
};
type Entry = CachedPage & { at: number };
type RequestLike = { method: string; url: string; headers: { get(name: string): string | null } };

const entries = new Map<string, Entry>();
const rendering = new Map<string, Promise<Entry | undefined>>();
const enabled = process.env.PAGE_CACHE !== 'off';

/** Forget every stored page: the catalog changed in this process. */
export function clearPageCache(): void {
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

async function toEntry(response: Response): Promise<Entry> {
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
  return { status: response.status, headers, body, encoded: compressOnce(body), at: Date.now() };
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
  return entry;
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
    return known ? toResponse(known) : next();
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
    return toResponse(entry);
  } catch (error) {
    settle(undefined);
    throw error;
  } finally {
    rendering.delete(key);
  }
};
