import { expect, type Page } from '@playwright/test';
import { visit } from './navigation';

/** A shopper buys one planner and pays with the built-in test checkout; answers the order number. */
export async function buyOnePlanner(page: Page, email: string): Promise<string> {
  await visit(page, '/nl');
  await page.getByTestId('product-block').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await visit(page, '/nl/checkout');
  await fillShippingAddress(page, email);
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByTestId('order-success')).toHaveAttribute('data-status', 'paid');
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

/** The Dutch checkout's shipping fields, filled with a valid address in The Hague. */
export async function fillShippingAddress(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Voornaam').first().fill('Femke');
  await page.getByLabel('Achternaam').first().fill('Visser');
  await page.getByLabel('Adres (straat en huisnummer)').first().fill('Lange Voorhout 9');
  await page.getByLabel('Postcode').first().fill('2514 EA');
  await page.getByLabel('Stad').first().fill('Den Haag');
}
