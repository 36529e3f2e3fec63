import { expect, test } from '@playwright/test';
import { languages } from '../../app/i18n/config';
import { localizedRoutes } from '../../app/i18n/pages';
import { HTTP_ONLY } from './support/tags';

const checkoutPaths = new Set(languages.map((lang) => `${lang}/checkout`));
// Without an order id there is no order to thank for: a translated 'order not found' page, 404.
const orderSuccessPaths = new Set(languages.map((lang) => `${lang}/order-success`));

test.describe('every page of the route table', HTTP_ONLY, () => {
  for (const route of localizedRoutes()) {
    test(`/${route.path} answers with its page and hreflang set`, async ({ request }) => {
      const response = await request.get(`/${route.path}`, { maxRedirects: 0 });
      if (checkoutPaths.has(route.path)) {
        // An empty cart has nothing to check out: the spec sends the shopper home.
        expect(response.status()).toBe(302);
        expect(response.headers().location).toBe(`/${route.path.split('/')[0]}`);
        return;
      }
      expect(response.status()).toBe(orderSuccessPaths.has(route.path) ? 404 : 200);
      const html = await response.text();
      const lang = route.path.split('/')[0];
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/${route.path}"`));
      expect(html).toContain('hrefLang="x-default"');
    });
  }
});

test('the root sends a visitor to the language of the cookie, else the browser, else nl', async ({
  request,
}) => {
  const byHeader = await request.get('/', {
    maxRedirects: 0,
    headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
  });
  expect(byHeader.headers().location).toBe('/fr');
  const fallback = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'es-ES' } });
  expect(fallback.headers().location).toBe('/nl');
  // Visiting a German page remembers German, above the browser's English.
  const visit = await request.get('/de/kontakt');
  expect(visit.headers()['set-cookie']).toContain('language=');
  const byCookie = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': 'en' } });
  expect(byCookie.headers().location).toBe('/de');
});

test('old, alternative and unprefixed paths redirect permanently', HTTP_ONLY, async ({ request }) => {
  const cases: [string, string][] = [
    ['/fr/politique-confidentialite', '/fr/politique-de-confidentialite'],
    ['/fr/frais-livraison', '/fr/frais-de-port'],
    ['/fr/politique-retour', '/fr/politique-de-retour'],
    ['/offerte-aanvragen', '/nl/offerte-aanvragen'],
    ['/veelgestelde-vragen', '/nl/veelgestelde-vragen'],
    ['/blog', '/nl/blog'],
    ['/blog/zelf-een-weekplanner-maken', '/nl/blog/zelf-een-weekplanner-maken'],
    ['/shop', '/nl#product'],
    ['/cart', '/nl#product'],
    ['/my-account', '/nl'],
    ['/contact', '/nl/contact'],
    ['/policies/privacy-policy', '/nl/privacybeleid'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0, headers: { 'accept-language': 'nl' } });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('unknown paths and languages get the translated not-found page with a 404', async ({ page }) => {
  for (const [path, title, home] of [
    ['/nl/bestaat-niet', 'Oeps! Pagina niet gevonden', 'Terug naar home'],
    ['/en/does-not-exist', 'Oops! Page not found', 'Return to Home'],
    ['/de/gibt-es-nicht', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite'],
    // No supported language in the path: the browser's (English here) decides.
    ['/es/contact', 'Oops! Page not found', 'Return to Home'],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', '/');
  }
});

test('the language switcher lands on the same page in the other language', async ({ page }) => {
  await page.goto('/nl/over-ons');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /English/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Français/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/a-propos$/);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Deutsch/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/uber-uns$/);
});

test('the home page shows the price and stock from the database in the language format', async ({ page }) => {
  await page.goto('/nl');
  await expect(page.getByTestId('product-price')).toContainText('29,95');
  await page.goto('/en');
  await expect(page.getByTestId('product-price')).toContainText('29.95');
  await page.goto('/fr');
  await expect(page.getByTestId('product-price')).toContainText('29,95');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

test('the mobile menu opens without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/nl');
  const menu = page.getByText('Menu', { exact: true });
  await menu.click();
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }),
  ).toBeVisible();
});

test(
  'responses carry the security headers; personal pages a nonce-based CSP',
  HTTP_ONLY,
  async ({ request }) => {
    // (Shared anonymous pages allow their scripts by hash instead: see http-caching.spec.)
    const response = await request.get('/admin/login');
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const nonce = headers['content-security-policy']!.match(/'nonce-([^']+)'/)![1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      if (!tag.includes('application/ld+json')) expect(tag).toContain(`nonce="${nonce}"`);
    }
  },
);

test(
  'a POST from another origin is refused with 403, as a page or as its data',
  HTTP_ONLY,
  async ({ request }) => {
    // With JavaScript a form posts to `<page>.data`: the same action, so the same refusal.
    for (const path of ['/nl/contact', '/nl/contact.data']) {
      const response = await request.post(path, {
        headers: { origin: 'https://evil.example' },
        form: { name: 'x' },
      });
      expect(response.status(), path).toBe(403);
    }
  },
);
