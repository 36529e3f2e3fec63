import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { fillShippingAddress } from './support/shopper';

// Refunds (issue 14 items 4 and 6): the owner refunds two of three planners and no shipping; the
// credit invoice takes the next number and adds up to the cent; the returned planners are back in stock.

test.beforeEach(async ({ page }) => {
  test.slow();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
});

/** A planner of this journey's own, so other journeys buying planners at the same time leave its stock alone. */
async function createPlanner(page: Page, id: string, name: string) {
  await visit(page, '/admin/dashboard/products/new');
  await page.getByLabel('Product ID').fill(id);
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Prijs (EUR)').fill('29.95');
  await page.getByLabel('Voorraad').fill('10');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('toast')).toBeVisible();
}

async function stockOf(page: Page, id: string) {
  await visit(page, `/admin/dashboard/products/${id}/edit`);
  return page.getByLabel('Voorraad').inputValue();
}

/** Three of them in the cart (the 10% tier: 80,86), paid with the test checkout; answers the order number. */
async function buyThree(page: Page, id: string, email: string) {
  for (let i = 0; i < 3; i++) {
    const response = await page.request.post('/api/cart', {
      headers: { origin: new URL(page.url()).origin },
      form: { intent: 'add', productId: id, returnTo: '/nl/checkout' },
      maxRedirects: 0,
    });
    expect(response.status()).toBeLessThan(400);
  }
  await visit(page, '/nl/checkout');
  await expect(page.getByTestId('summary-total')).toContainText('80,86');
  await fillShippingAddress(page, email);
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByTestId('order-success')).toHaveAttribute('data-status', 'paid');
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

const amsterdamYear = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', year: 'numeric' }).format(new Date());

test('the owner refunds two of three planners and no shipping; credit invoice and stock follow', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 6);
  const product = `refund-planner-${suffix}`;
  const name = `Terugbetaalplanner ${suffix}`;
  const email = `refund-${suffix}@example.nl`;
  await signInOwner(page);
  await createPlanner(page, product, name);
  const number = await buyThree(page, product, email);
  expect(await stockOf(page, product)).toBe('7');

  await visit(page, `/admin/dashboard/orders?q=${encodeURIComponent(number)}`);
  await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByTestId('refunds-section')).toContainText('Nog geen terugbetalingen.');
  await page.getByTestId('refunds-section').getByRole('link', { name: 'Terugbetalen' }).click();
  await expect(page.getByTestId('refund-summary')).toContainText('nog terug te betalen € 80,86');

  const form = page.getByTestId('refund-form');
  await form.getByLabel('Gekozen regels en/of verzendkosten').check();
  const quantity = form.getByLabel(`Aantal ${name}`);
  await quantity.fill('4');
  await form.getByRole('button', { name: 'Terugbetaling uitvoeren' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Van ${name} kun je nog maximaal 3 terugbetalen`);

  await form.getByLabel('Gekozen regels en/of verzendkosten').check();
  await form.getByLabel(`Aantal ${name}`).fill('2');
  await form.getByLabel('Voorraad terugzetten').check();
  await form.getByRole('button', { name: 'Terugbetaling uitvoeren' }).click();
  await expect(page.getByTestId('toast')).toContainText('Terugbetaling uitgevoerd');

  // 2 x 29,95 = 59,90 less their 5,99 share of the 10% discount.
  const row = page.getByTestId('refunds').getByRole('row').nth(1);
  await expect(row).toContainText('€ 53,91');
  await expect(row).toContainText('Terugbetaald');
  const credit = /C\d{4}-\d{6}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
  // Only this journey refunds in the e2e shop (once with and once without JavaScript): the series starts at 1.
  expect(credit).toMatch(new RegExp(`^C${amsterdamYear()}-00000[12]$`));
  await expect(page.getByTestId('timeline')).toContainText(`Terugbetaling € 53,91 (creditfactuur ${credit})`);

  const href = await row.getByRole('link', { name: `${credit} downloaden (PDF)` }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await pdf.body() }).toString('utf8');
  expect(text).toContain('Creditfactuur');
  expect(text).toMatch(/Betreft factuur\s+\d{4}-\d{6}/);
  expect(text).toContain(credit);
  // Lines -49,50 and the discount share +4,95 make -44,55 net; with -9,36 VAT that is -53,91.
  for (const amount of ['-49,50', '4,95', '-44,55', '-9,36', '-53,91']) expect(text).toContain(amount);

  expect(await stockOf(page, product)).toBe('9');
  await visit(page, '/admin/dashboard/email-test');
  await expect(
    page
      .getByTestId('outbox')
      .getByRole('row')
      .filter({ hasText: email })
      .filter({ hasText: `Creditfactuur ${credit}` }),
  ).toHaveCount(1);
});
