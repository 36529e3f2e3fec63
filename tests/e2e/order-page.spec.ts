import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkInMail } from './support/mail';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { buyOnePlanner } from './support/shopper';

// The customer's order page (issue 14 item 1), with JavaScript on and off.

test.beforeEach(async ({ page }) => {
  // A purchase, the owner's sign-in and a PDF render in one journey: slow on a shared machine.
  test.slow();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
});

test('a customer opens the order page from the confirmation e-mail and can withdraw from it', async ({
  page,
}) => {
  const email = `femke-${randomUUID().slice(0, 6)}@example.nl`;
  const number = await buyOnePlanner(page, email);
  await signInOwner(page);
  const link = await linkInMail(page, email, `Orderbevestiging ${number}`);

  await visit(page, link);
  const order = page.getByTestId('order-page');
  await expect(order.getByRole('heading', { level: 1 })).toHaveText(`Je bestelling ${number}`);
  await expect(page.getByTestId('order-page-status')).toHaveText('Status: Betaald, we maken je pakket klaar');
  await expect(order).toContainText('Lange Voorhout 9');
  await expect(order).toContainText('Den Haag');
  await expect(page.getByTestId('order-page-total')).toHaveText(/29,95/);
  // Shipping is not known yet, so no track and trace.
  await expect(page.getByTestId('order-page-shipment')).toHaveCount(0);

  // The invoice is there once paid, behind the same token.
  const invoice = order.getByRole('link', { name: /^Factuur \d{4}-\d{6} downloaden/ });
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // The withdrawal button opens the statement form with the order number filled in.
  await order.getByRole('link', { name: 'Overeenkomst hier herroepen' }).click();
  await expect(page).toHaveURL(/\/nl\/herroepen\?bestelling=/);
  await expect(page.getByLabel('Bestelnummer')).toHaveValue(number.replace('#', ''));
});

test('an unknown or altered order link is the not-found page, never an order', async ({ page }) => {
  for (const path of [
    `/nl/bestelling/${'A'.repeat(43)}`,
    '/en/order/short',
    '/de/bestellung/%27%20or%201=1',
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(/bestelling|order|Bestellung/i);
    await expect(page.getByTestId('order-page')).toHaveCount(0);
  }
  const pdf = await page.request.get(`/nl/bestelling/${'A'.repeat(43)}/invoice.pdf`);
  expect(pdf.status()).toBe(404);
});

test("'Link kwijt?' sends the link again and answers the same for an unknown address", async ({ page }) => {
  const email = `sanne-${randomUUID().slice(0, 6)}@example.nl`;
  const number = await buyOnePlanner(page, email);

  await visit(page, '/nl/bestelling');
  await page.getByRole('button', { name: 'Link opnieuw sturen' }).click();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link opnieuw sturen' }).click();
  const sent = page.getByTestId('order-link-sent');
  await expect(sent).toContainText('Kijk in je mailbox');
  const answer = await sent.textContent();

  await visit(page, '/nl/bestelling');
  await page.getByLabel('E-mailadres').fill(`niemand-${randomUUID().slice(0, 6)}@example.nl`);
  await page.getByRole('button', { name: 'Link opnieuw sturen' }).click();
  await expect(page.getByTestId('order-link-sent')).toHaveText(answer ?? '');

  await signInOwner(page);
  const link = await linkInMail(page, email, 'De link naar je bestelling');
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Je bestelling ${number}`);
});
