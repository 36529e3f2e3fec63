import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeCart } from '~/modules/cart/cart-cookie.server';
import { inlineScriptHashes } from '~/security/script-hashes.server';
import { cachedPage, clearPageCache, DATA_REQUEST_HEADER, pageCacheMiddleware } from './page-cache.server';

type Next = () => Promise<Response>;

let renders = 0;
function renderPage(options: { setCookie?: string; status?: number } = {}): Next {
  return async () => {
    renders += 1;
    const nonce = `nonce${renders}`;
    const headers = new Headers({
      'Content-Type': 'text/html',
      'Content-Security-Policy': `script-src 'self' 'nonce-${nonce}'`,
    });
    if (options.setCookie) headers.append('Set-Cookie', options.setCookie);
    return new Response(`<p>render ${renders}</p><script nonce="${nonce}">window.n = ${renders}</script>`, {
      status: options.status ?? 200,
      headers,
    });
  };
}

function visit(
  path: string,
  cookie?: string,
  next: Next = renderPage(),
  extraHeaders: Record<string, string> = {},
) {
  const request = new Request(`http://shop.test${path}`, {
    headers: { ...extraHeaders, ...(cookie ? { cookie } : {}) },
  });
  // The middleware only reads the request; the rest of its arguments are the router's.
  const args = { request } as unknown as Parameters<typeof pageCacheMiddleware>[0];
  return pageCacheMiddleware(args, next as never) as Promise<Response>;
}

/** The Cookie header entry a browser sends back for this cart. */
async function cartCookie(lines: { productId: string; quantity: number }[]): Promise<string> {
  return (await serializeCart(lines)).split(';')[0] ?? '';
}

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

afterEach(() => {
  clearPageCache();
  renders = 0;
  vi.useRealTimers();
});

describe('page cache for anonymous visitors', () => {
  it('renders a public page once a second and gives every visitor the same bytes, scripts allowed by hash', async () => {
    const first = await visit('/nl');
    const second = await visit('/nl');
    const [firstBody, secondBody] = [await first.text(), await second.text()];
    expect(renders).toBe(1);
    expect(secondBody).toBe(firstBody);
    expect(second.headers.get('Content-Security-Policy')).toBe(first.headers.get('Content-Security-Policy'));
    // No nonce is shared: the policy names the inline script's hash and the body carries no nonce.
    expect(nonceOf(second)).toBeUndefined();
    expect(secondBody).not.toContain('nonce=');
    expect(second.headers.get('Content-Security-Policy')).toBe(
      `script-src 'self' ${inlineScriptHashes(secondBody).join(' ')}`,
    );
  });

  it("never stores a client navigation's data under the page's address", async () => {
    // React Router hands middleware the document's URL for `/nl.data`; its answer is not HTML.
    const data: Next = async () => {
      renders += 1;
      return new Response('[{"_1":2}]', { headers: { 'Content-Type': 'text/x-script' } });
    };
    await visit('/nl', 'language=nl', data);
    const page = await visit('/nl', 'language=nl');
    expect(renders).toBe(2);
    expect(page.headers.get('Content-Type')).toBe('text/html');
  });

  it("never answers a client navigation's data request with the stored page", async () => {
    // The page is stored; then a form on it is sent and React Router revalidates its data, under the
    // document's URL. Served the stored HTML, the browser could not read it and showed the error page.
    await visit('/nl/herroepen');
    await visit('/nl/herroepen');
    const data: Next = async () => {
      renders += 1;
      return new Response('[{"_1":2}]', { headers: { 'Content-Type': 'text/x-script' } });
    };
    const revalidation = await visit('/nl/herroepen', undefined, data, { [DATA_REQUEST_HEADER]: '1' });
    expect(revalidation.headers.get('Content-Type')).toBe('text/x-script');
    expect(renders).toBe(2);
    expect(
      await cachedPage(
        new Request('http://shop.test/nl/herroepen', { headers: { [DATA_REQUEST_HEADER]: '1' } }),
      ),
    ).toBeUndefined();
  });

  it('visitors arriving during a render wait for it instead of rendering again', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => visit('/nl')));
    expect(renders).toBe(1);
    expect(new Set(await Promise.all(pages.map((page) => page.text()))).size).toBe(1);
  });

  it('renders again after a second, and at once after the catalog changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await visit('/nl');
    vi.setSystemTime(Date.now() + 1_001);
    await visit('/nl');
    expect(renders).toBe(2);
    clearPageCache();
    await visit('/nl');
    expect(renders).toBe(3);
  });

  it('once a page is stale, one visitor renders its successor while the others get the page of a moment ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = { method: 'GET', url: 'http://shop.test/nl', headers: new Headers() };
    await visit('/nl');
    vi.setSystemTime(Date.now() + 1_001);
    // The first visitor after the second is sent on to render; the rest are not sent to the router.
    expect(await cachedPage(request)).toBeUndefined();
    const meanwhile = await Promise.all([cachedPage(request), cachedPage(request)]);
    expect(meanwhile.map((page) => page?.body)).toEqual([
      expect.stringContaining('render 1'),
      expect.stringContaining('render 1'),
    ]);
    await visit('/nl');
    expect(renders).toBe(2);
    expect((await cachedPage(request))?.body).toContain('render 2');
    // A page more than a few seconds old is never handed out: the visitor waits for a render.
    vi.setSystemTime(Date.now() + 5_001);
    expect(await cachedPage(request)).toBeUndefined();
    expect(await cachedPage(request)).toBeUndefined();
    // Nor one older than a change to the catalog.
    await visit('/nl');
    vi.setSystemTime(Date.now() + 1_001);
    clearPageCache();
    expect(await cachedPage(request)).toBeUndefined();
    expect(await cachedPage(request)).toBeUndefined();
  });

  it('compresses a page once, and again only when a render changed its bytes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = { method: 'GET', url: 'http://shop.test/nl', headers: new Headers() };
    const page =
      (text: string): Next =>
      async () =>
        new Response(text, { headers: { 'Content-Type': 'text/html' } });
    const renderAfterASecond = async (text: string) => {
      vi.setSystemTime(Date.now() + 1_001);
      expect(await cachedPage(request)).toBeUndefined();
      await visit('/nl', undefined, page(text));
      return (await cachedPage(request))?.encoded();
    };
    await visit('/nl', undefined, page('<p>same</p>'));
    const first = (await cachedPage(request))?.encoded();
    expect(brotliDecompressSync(first?.br ?? Buffer.alloc(0)).toString()).toBe('<p>same</p>');
    expect(gunzipSync(first?.gzip ?? Buffer.alloc(0)).toString()).toBe('<p>same</p>');
    expect(await renderAfterASecond('<p>same</p>')).toBe(first);
    const changed = await renderAfterASecond('<p>other</p>');
    expect(brotliDecompressSync(changed?.br ?? Buffer.alloc(0)).toString()).toBe('<p>other</p>');
  });

  it('gives shoppers with the same cart one render, and another cart a render of its own', async () => {
    const planner = await cartCookie([{ productId: 'wall-planner-001', quantity: 1 }]);
    const [first, second] = [await visit('/nl', planner), await visit('/nl', `language=nl; ${planner}`)];
    const third = await visit('/nl', `language=nl; ${planner}`);
    expect(renders).toBe(2);
    expect(await third.clone().text()).toBe(await second.clone().text());
    expect(await first.text()).not.toBe(await second.text());
    await visit('/nl', await cartCookie([{ productId: 'wall-planner-001', quantity: 2 }]));
    await visit('/nl', 'wallplanner-cart=tampered');
    expect(renders).toBe(4);
  });

  it('never stores a page for a visitor with a session, flash, consent or checkout cookie, nor a personal page', async () => {
    const cart = await cartCookie([{ productId: 'wall-planner-001', quantity: 1 }]);
    for (const cookie of ['admin_session=xyz', 'toast=abc', 'consent=all', 'order-browser=abc']) {
      await visit('/nl', `language=nl; ${cookie}`);
      await visit('/nl', `${cart}; ${cookie}`);
    }
    expect(renders).toBe(8);
    await visit('/nl', 'language=nl; language=en');
    await visit('/nl', 'language=nl; language=en');
    await visit('/nl/checkout');
    await visit('/nl/checkout');
    await visit('/admin/login');
    expect(renders).toBe(13);
    const request = {
      method: 'GET',
      url: 'http://shop.test/nl',
      headers: new Headers({ cookie: `${cart}; toast=a` }),
    };
    expect(await cachedPage(request)).toBeUndefined();
  });

  it('keeps the language cookie a page sets, but never stores a page that sets another cookie or fails', async () => {
    await visit('/en', undefined, renderPage({ setCookie: 'language=en; Path=/' }));
    const again = await visit('/en');
    expect(again.headers.getSetCookie()).toEqual(['language=en; Path=/']);
    await visit('/de', undefined, renderPage({ setCookie: 'toast=; Path=/' }));
    await visit('/de');
    await visit('/fr/nope', undefined, renderPage({ status: 404 }));
    await visit('/fr/nope', undefined, renderPage({ status: 404 }));
    expect(renders).toBe(5);
  });

  it('answers the server fast path only for what the middleware stored', async () => {
    const request = (cookie?: string) => ({
      method: 'GET',
      url: 'http://shop.test/nl',
      headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
    });
    expect(await cachedPage(request())).toBeUndefined();
    await visit('/nl');
    const page = await cachedPage(request());
    expect(page?.body).toContain('render 1');
    expect(await cachedPage(request('language=nl; __session=abc'))).toBeUndefined();
  });
});
