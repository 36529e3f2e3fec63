import { expect, type Page, test } from '@playwright/test';
import { localizedRoutes } from '../../app/i18n/pages';
import { hydrated, visit } from './support/navigation';

/**
 * Every public page in every language, with JavaScript: once React has hydrated it, the header, the
 * main content and the footer read exactly as the server rendered them, and the browser reported no
 * error (React reports a hydration mismatch as one, then renders the page again on its own). This is
 * what lets the page-content tests run once, without JavaScript (SERVER_HTML in support/tags.ts).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'hydration needs JavaScript');

const REGIONS = ['header', 'main', 'footer'] as const;

/**
 * The regions' words, whitespace folded: from the live page, or from HTML parsed in the page. Text in
 * <noscript> is left out: with JavaScript the browser keeps it as unparsed markup, the parser does not.
 */
function regionTexts(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    ({ regions, html }) => {
      const root = html === undefined ? document : new DOMParser().parseFromString(html, 'text/html');
      return regions.map((selector) => {
        const region = root.querySelector(selector);
        if (!region) return '';
        const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('noscript')) text += node.textContent;
        }
        return text.replace(/\s+/g, ' ').trim();
      });
    },
    { regions: [...REGIONS], html },
  );
}

const routesByPage = new Map<string, ReturnType<typeof localizedRoutes>>();
for (const route of localizedRoutes()) {
  const pageId = route.id.split('.')[0]!;
  routesByPage.set(pageId, [...(routesByPage.get(pageId) ?? []), route]);
}

for (const [pageId, routes] of routesByPage) {
  test(`${pageId}: hydration keeps the server's text in ${routes.length} language(s)`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (pageId === 'checkout') {
      // An empty cart sends the shopper home: with a planner in it the checkout form itself renders.
      await visit(page, '/nl');
      await page.getByTestId('product-block').getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    }
    for (const route of routes) {
      const response = await page.goto(`/${route.path}`);
      const html = (await response?.text()) ?? '';
      await hydrated(page);
      const server = await regionTexts(page, html);
      expect(server[1]!.length, `main of /${route.path}`).toBeGreaterThan(20);
      expect(await regionTexts(page), `/${route.path} after hydration`).toEqual(server);
      // The order-success page without an order answers 404, which the browser logs as an error of
      // its own; any other error counts.
      const notFound = response?.status() === 404 ? /^Failed to load resource: .* 404 \(Not Found\)$/ : null;
      expect(
        errors.filter((error) => !notFound?.test(error)),
        `/${route.path}`,
      ).toEqual([]);
    }
  });
}
