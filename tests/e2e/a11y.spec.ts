import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { localizedRoutes } from '../../app/i18n/pages';

/**
 * axe-core over every public page of the route table (new pages are covered as soon as they get a
 * slug), in both projects. axe itself needs JavaScript, so the "JavaScript off" run loads the page
 * with every script request refused: the DOM axe sees is the server's HTML, never hydrated.
 * Serious and critical violations fail. A page's HTML differs between languages only in its words,
 * so each route module is checked once per mode, in its first page and language, and the home page in every language
 * (the one page whose layout is the same code for all four, to catch a language-specific slip such
 * as a missing lang attribute or an untranslated label). `npm run test:a11y:all` (A11Y_ALL=1) runs
 * the whole matrix: every page in every language and mode.
 */
const everyLanguage = process.env.A11Y_ALL === '1';
/** Route module -> the first route rendered by it: the four legal pages, the five landing pages
 * and the two blog posts are one module each, the same markup around other words. */
const firstRouteOfModule = new Map<string, string>();
for (const route of localizedRoutes()) {
  if (!firstRouteOfModule.has(route.file)) firstRouteOfModule.set(route.file, route.id);
}
const checkedByDefault = (routeId: string) =>
  routeId.startsWith('home.') || [...firstRouteOfModule.values()].includes(routeId);

async function openPage(page: Page, path: string, javaScript: boolean) {
  if (!javaScript) {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'script' ? route.abort() : route.continue(),
    );
  }
  await page.goto(path);
}

// axe is JavaScript: the page always allows it, and the js-off project refuses the shop's scripts instead.
test.use({ javaScriptEnabled: true });

for (const route of localizedRoutes().filter((r) => everyLanguage || checkedByDefault(r.id))) {
  test(`/${route.path} has no serious accessibility violations`, async ({ page }, testInfo) => {
    const javaScript = testInfo.project.use.javaScriptEnabled !== false;
    if (route.id.startsWith('checkout.')) {
      // An empty cart sends the shopper home: fill it so the checkout form itself is checked.
      await openPage(page, `/${route.path.split('/')[0]}`, javaScript);
      await page.getByTestId('product-block').getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    }
    await openPage(page, `/${route.path}`, javaScript);
    await expect(page).toHaveURL(new RegExp(`/${route.path}$`));
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      // Only violations are read: axe skips collecting the passes and incomplete results (much faster).
      .options({ resultTypes: ['violations'] })
      // The pages have no frames: axe runs in the page itself. The default mode finishes every run in
      // a blank page of its own, about half a second a page.
      .setLegacyMode(true)
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
