import { expect, test } from '@playwright/test';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';

// Issue 15 item 11: under 768 px the header keeps its order button, the menu is the spec's side
// menu and the admin sidebar an 18rem drawer; collapsed on a wide screen the sidebar is 3rem.
// Every check runs with JavaScript on and off (the js-on and js-off projects).

const PHONE = { width: 375, height: 740 };

test.use({ viewport: PHONE });

test('the header on a phone has an order button that puts a planner in the cart', async ({ page }) => {
  await visit(page, '/nl');
  const order = page.getByRole('banner').getByRole('button', { name: 'Nu bestellen' });
  await expect(order).toBeVisible();
  const box = await order.boundingBox();
  // A compact icon button, fully on the screen and big enough to tap.
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  await order.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the header menu on a phone is a side menu that opens and closes', async ({ page }) => {
  await visit(page, '/nl/veelgestelde-vragen');
  const panel = page.getByTestId('mobile-menu-panel');
  await expect(panel).toBeHidden();
  await page.getByTestId('mobile-menu').getByText('Menu', { exact: true }).click();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  // Flush with the right edge, the full height of the screen, not the whole width.
  expect(Math.round(box!.x + box!.width)).toBe(PHONE.width);
  expect(box!.y).toBe(0);
  expect(Math.round(box!.height)).toBe(PHONE.height);
  expect(box!.width).toBeLessThan(PHONE.width);
  await expect(
    panel.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Contact' }),
  ).toBeVisible();
  // The language switcher has no room in a phone's header: it is in the menu.
  await expect(panel.locator('a[hreflang="en"]')).toBeVisible();

  // A tap on the dimmed page beside the panel closes the menu, also without JavaScript.
  await page.mouse.click(20, 400);
  await expect(panel).toBeHidden();

  // A menu link leads to its page.
  await page.getByTestId('mobile-menu').getByText('Menu', { exact: true }).click();
  await panel.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/nl\/contact$/);
  await expect(panel).toBeHidden();
});

test('the admin menu on a phone is an 18rem drawer', async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
  await signInOwner(page);
  const panel = page.getByTestId('admin-drawer-panel');
  await expect(panel).toBeHidden();
  await page.getByTestId('admin-drawer').getByText('Menu', { exact: true }).click();
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box!.x).toBe(0);
  expect(Math.round(box!.width)).toBe(18 * 16);
  expect(Math.round(box!.height)).toBe(PHONE.height);
  await panel.getByRole('link', { name: 'Bestellingen' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/orders$/);
  await expect(panel).toBeHidden();
  // Closed again by a tap beside it.
  await page.getByTestId('admin-drawer').getByText('Menu', { exact: true }).click();
  await expect(panel).toBeVisible();
  await page.mouse.click(PHONE.width - 20, 400);
  await expect(panel).toBeHidden();
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the collapsed admin sidebar is 3rem wide', async ({ page }) => {
    await page.setExtraHTTPHeaders({
      'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
    });
    await signInOwner(page);
    const sidebar = page.getByTestId('admin-sidebar');
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(16 * 16);
    await sidebar.getByRole('button', { name: '« Menu inklappen' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(Math.round((await sidebar.boundingBox())!.width)).toBe(3 * 16);
    await expect(page.getByTestId('admin-drawer-panel')).toBeHidden();
  });
});
