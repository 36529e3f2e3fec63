import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { HTTP_ONLY } from './support/tags';

/** The `language` cookie as the server itself serializes it (a returning visitor sends it back). */
async function languageCookie(request: APIRequestContext, lang: string): Promise<string> {
  const response = await request.get(`/${lang}`, { headers: { cookie: '' } });
  return (response.headers()['set-cookie'] ?? '').match(/language=[^;]+/)?.[0] ?? '';
}

/** The cart cookie the shop sets for `quantity` planners (as a browser sends it back). */
async function cartCookie(request: APIRequestContext, intent: 'set', quantity: number): Promise<string> {
  const response = await request.post('/api/cart', {
    form: { intent, productId: 'wall-planner-001', quantity: String(quantity), returnTo: '/nl' },
    headers: { cookie: '' },
    maxRedirects: 0,
  });
  const cookie = (response.headers()['set-cookie'] ?? '').match(/wallplanner-cart=[^;]+/)?.[0];
  expect(cookie).toBeTruthy();
  return cookie as string;
}

// Only the API request fixture: these are header contracts, the same with JavaScript on or off.
test.describe('shared caching of public pages', HTTP_ONLY, () => {
  test('an anonymous visitor gets a page a shared cache may keep for a minute', async ({ request }) => {
    const language = await languageCookie(request, 'nl');
    expect(language).not.toBe('');
    const response = await request.get('/nl/over-ons', { headers: { cookie: language } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(response.headers().vary).toContain('Cookie');
  });

  test('a stored page never answers the data request of a client navigation to it', async ({ request }) => {
    // Twice: the second answer comes from the store. Then the browser's revalidation after a form
    // post on that page asks for `.data`, which React Router routes under the page's own URL.
    const cookie = await languageCookie(request, 'nl');
    for (let visit = 0; visit < 2; visit++) await request.get('/nl/herroepen', { headers: { cookie } });
    const data = await request.get('/nl/herroepen.data', { headers: { cookie } });
    expect(data.status()).toBe(200);
    expect(data.headers()['content-type']).toContain('text/x-script');
  });

  test('anonymous visitors get byte-identical pages whose policy admits exactly their inline scripts', async ({
    request,
  }) => {
    const cookie = await languageCookie(request, 'nl');
    const get = () => request.get('/nl', { headers: { cookie, 'accept-encoding': 'br, gzip' } });
    const [first, second] = [await get(), await get()];
    expect(['br', 'gzip']).toContain(first.headers()['content-encoding']);
    const body = await first.text();
    expect(await second.text()).toBe(body);
    const policy = first.headers()['content-security-policy'] ?? '';
    expect(second.headers()['content-security-policy']).toBe(policy);
    expect(policy).not.toContain('nonce-');
    expect(body).not.toContain('nonce=');
    const inline = [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/src=|application\/ld\+json/.test(attributes ?? ''))
      .map(
        ([, , code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      );
    expect(inline.length).toBeGreaterThan(0);
    const allowed = /script-src ([^;]+)/
      .exec(policy)?.[1]
      ?.split(' ')
      .filter((s) => s.startsWith("'sha256-"));
    expect(new Set(allowed)).toEqual(new Set(inline));
  });

  test('shoppers with the same cart get the same stored page with their cart; a CDN may not keep it', async ({
    request,
  }) => {
    const language = await languageCookie(request, 'nl');
    const one = await cartCookie(request, 'set', 1);
    const two = await cartCookie(request, 'set', 2);
    const page = (cart: string, path = '/nl?cart=open') =>
      request.get(path, { headers: { cookie: `${language}; ${cart}`, 'accept-encoding': 'br, gzip' } });
    // Another shopper who put the same planner in the cart.
    const [first, second] = [await page(one), await page(await cartCookie(request, 'set', 1))];
    const body = await first.text();
    expect(await second.text()).toBe(body);
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    expect(first.headers()['content-security-policy']).not.toContain('nonce-');
    // Their own cart, without JavaScript too: the header's count and the drawer in the HTML.
    expect(body).toMatch(/data-testid="cart-count"[^>]*>1</);
    expect(body).toContain('data-testid="cart-line"');
    expect(first.headers()['cache-control']).toBe('private, no-cache');
    // Another cart is another page.
    const other = await (await page(two)).text();
    expect(other).toMatch(/data-testid="cart-count"[^>]*>2</);
    expect(other).not.toBe(body);
  });

  test('a page for a visitor with a session, flash, consent or checkout cookie is never stored', async ({
    request,
  }) => {
    const language = await languageCookie(request, 'nl');
    const cart = await cartCookie(request, 'set', 1);
    for (const personal of ['admin_session=abc', 'toast=abc', 'consent=abc', 'order-browser=abc']) {
      for (const cookie of [`${language}; ${personal}`, `${language}; ${cart}; ${personal}`]) {
        const response = await request.get('/nl', { headers: { cookie } });
        // A stored page allows its scripts by hash; a render of its own has this response's nonce.
        expect(response.headers()['content-security-policy'], cookie).toMatch(/'nonce-[^']+'/);
        expect(response.headers()['cache-control'], cookie).toMatch(/^private/);
      }
    }
  });

  test('a response that sets a cookie and the checkout are private', async ({ request }) => {
    const first = await request.get('/fr', { headers: { cookie: await languageCookie(request, 'nl') } });
    expect(first.headers()['set-cookie']).toContain('language=');
    expect(first.headers()['cache-control']).toBe('private, no-cache');
    const checkout = await request.get('/nl/checkout', { maxRedirects: 0 });
    expect(checkout.headers()['cache-control']).toBe('private, no-store');
  });

  test('the UI texts come as a cacheable script per language, not inside every page', async ({ request }) => {
    const html = await (await request.get('/nl')).text();
    const src = html.match(/<script src="(\/catalog\/nl\.[0-9a-f]{12}\.js)"/)?.[1];
    expect(src).toBeTruthy();
    // A text of the contact form: in the catalog, but not on the home page.
    expect(html).not.toContain('Heb je een vraag over de planner');
    const catalog = await request.get(src as string);
    expect(catalog.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await catalog.text()).toContain('Heb je een vraag over de planner');
    expect((await request.get('/catalog/nl.000000000000.js')).status()).toBe(404);
  });

  test('hashed assets are immutable for a year', async ({ request }) => {
    const html = await (await request.get('/nl')).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
