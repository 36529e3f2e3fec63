import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localizedRoutes } from '../../app/i18n/pages';

/**
 * axe-core over every public page of the route table (new pages are covered as soon as they get a
 * slug), in both projects: with JavaScript on and off. Serious and critical violations fail.
 */
for (const route of localizedRoutes()) {
  test(`/${route.path} has no serious accessibility violations`, async ({ page }) => {
    if (route.id.startsWith('checkout.')) {
      // An empty cart sends the shopper home: fill it so the checkout form itself is checked.
      await page.goto(`/${route.path.split('/')[0]}`);
      await page.getByTestId('product-block').getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
    }
    await page.goto(`/${route.path}`);
    await expect(page).toHaveURL(new RegExp(`/${route.path}$`));
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, blocking.join('\n')).toEqual([]);
  });
}
