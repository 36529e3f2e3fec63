import { expect, type Page } from '@playwright/test';
import { visit } from './navigation';

/** The owner (signed in) sets the stock of a product in the admin product form. */
export async function setStock(page: Page, stock: number, productId = 'wall-planner-001') {
  await visit(page, `/admin/dashboard/products/${productId}/edit`);
  await page.getByLabel('Voorraad').fill(String(stock));
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast')).toContainText('Product bijgewerkt');
}

/**
 * A shopper's refused order in the header: the toast says why and the cart stays closed. Runs in the
 * settings projects, which may change the stock that every other journey counts on.
 */
export async function expectRefusedOrders(owner: Page, shopper: Page) {
  const orderButton = shopper.getByRole('banner').getByRole('button', { name: 'Nu bestellen' });
  await setStock(owner, 0);
  await visit(shopper, '/nl');
  await orderButton.click();
  await expectRefusal(shopper, ['Uitverkocht', 'Dit product is momenteel niet op voorraad.'], '0');

  await setStock(owner, 1);
  await visit(shopper, '/nl');
  await orderButton.click();
  await expect(shopper.getByTestId('cart-drawer')).toBeVisible();
  await expect(shopper.getByTestId('cart-count')).toHaveText('1');
  await visit(shopper, '/nl');
  await orderButton.click();
  await expectRefusal(shopper, ['Niet genoeg voorraad', 'Er is nog maar 1 op voorraad.'], '1');
  await setStock(owner, 100);
}

async function expectRefusal(shopper: Page, [title, text]: [string, string], cartCount: string) {
  const toast = shopper.getByTestId('toast');
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(text);
  await expect(shopper.getByTestId('cart-drawer')).toHaveCount(0);
  await expect(shopper.getByTestId('cart-count')).toHaveText(cartCount);
}
