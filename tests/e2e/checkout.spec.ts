import { expect, type Page, test } from '@playwright/test';
import { visit } from './support/navigation';
import { buyOnePlanner } from './support/shopper';
import { HTTP_ONLY } from './support/tags';

async function addPlannerFromHome(page: Page, lang = 'nl') {
  await visit(page, `/${lang}`);
  await page.getByTestId('product-block').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  // The drawer opens at once; the count comes from the server once the cart cookie is stored.
  // Navigating away before that would cancel the request that stores it.
  await expect(page.getByTestId('cart-count')).not.toHaveText('0');
}

async function fillAddress(page: Page) {
  await page.getByLabel('E-mailadres').fill('an.bakker@example.nl');
  await page.getByLabel('Voornaam').first().fill('An');
  await page.getByLabel('Achternaam').first().fill('Bakker');
  await page.getByLabel('Adres (straat en huisnummer)').first().fill('Dorpsstraat 12');
  await page.getByLabel('Postcode').first().fill('3511 AB');
  await page.getByLabel('Stad').first().fill('Utrecht');
}

test('a shopper fills the cart, sees the volume discount and pays with the test checkout', async ({
  page,
}) => {
  await addPlannerFromHome(page);
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-total')).toContainText('29,95');
  await expect(drawer.getByTestId('cart-next-tier')).toContainText('5%');
  await drawer.getByRole('button', { name: /Eén .* meer/ }).click();
  await drawer.getByRole('button', { name: /Eén .* meer/ }).click();
  await expect(drawer.getByTestId('line-quantity')).toContainText('3');
  // 3 x 29,95 = 89,85 minus 10 % (8,99) = 80,86
  await expect(drawer.getByTestId('cart-discount')).toContainText('8,99');
  await expect(drawer.getByTestId('cart-total')).toContainText('80,86');
  await expect(drawer.getByTestId('cart-you-save')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  await drawer.getByRole('link', { name: 'Naar afrekenen' }).click();
  await expect(page).toHaveURL(/\/nl\/checkout$/);
  await expect(page.getByTestId('summary-total')).toContainText('80,86');

  await page.getByTestId('place-order').click();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await expect(page.getByText('Voornaam moet minimaal 2 karakters bevatten')).toBeVisible();
  await expect(page.getByText('Adres moet minimaal 5 karakters bevatten')).toBeVisible();

  await fillAddress(page);
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/test-checkout\/tst_/);
  await expect(page.getByTestId('test-amount')).toContainText('80,86');
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/nl\/order-success\?orderId=/);
  const success = page.getByTestId('order-success');
  await expect(success).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-number')).toHaveText(/^#[0-9A-F]{8}$/);
  await expect(success).toContainText('an.bakker@example.nl');
  await expect(success).toContainText('Levertijd naar Nederland: 1–2 werkdagen.');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
});

const jsOff = () => test.info().project.use.javaScriptEnabled === false;

/** Two planners (56,90, shipped free in the Netherlands, below the threshold elsewhere). */
async function twoPlannersAtCheckout(page: Page) {
  await addPlannerFromHome(page);
  const drawer = page.getByTestId('cart-drawer');
  await drawer.getByRole('button', { name: /Eén .* meer/ }).click();
  await expect(drawer.getByTestId('line-quantity')).toContainText('2');
  await visit(page, '/nl/checkout');
  await expect(page.getByTestId('summary-total')).toContainText('56,90');
}

test('the shopper pays only the total the page showed for the chosen country', async ({ page }) => {
  await twoPlannersAtCheckout(page);
  await fillAddress(page);
  await page.getByLabel('Land').first().selectOption({ label: 'Frankrijk' });
  if (jsOff()) {
    // Without JavaScript the summary cannot follow the choice: the order waits for the new total.
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/nl\/checkout$/);
    await expect(page.getByTestId('checkout-notice')).toHaveText(
      'Het totaal is bijgewerkt voor Frankrijk. Controleer het en bestel opnieuw.',
    );
    await expect(page.getByLabel('E-mailadres')).toHaveValue('an.bakker@example.nl');
    await expect(page.getByLabel('Stad').first()).toHaveValue('Utrecht');
    await expect(page.getByLabel('Land').first()).toHaveValue('FR');
  }
  await expect(page.getByTestId('summary-total')).toContainText('61,85');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/test-checkout\/tst_/);
  await expect(page.getByTestId('test-amount')).toContainText('61,85');
});

test("without JavaScript 'Totaal bijwerken' recalculates for the chosen country without ordering", async ({
  page,
}) => {
  test.skip(!jsOff(), 'with JavaScript the summary follows the country at once');
  await twoPlannersAtCheckout(page);
  await page.getByLabel('E-mailadres').fill('an.bakker@example.nl');
  await page.getByLabel('Land').first().selectOption({ label: 'Frankrijk' });
  await page.getByRole('button', { name: 'Totaal bijwerken' }).click();
  await expect(page.getByTestId('checkout-notice')).toHaveText('Het totaal is bijgewerkt voor Frankrijk.');
  await expect(page.getByTestId('summary-total')).toContainText('61,85');
  await expect(page.getByLabel('E-mailadres')).toHaveValue('an.bakker@example.nl');
  // Nothing is marked wrong for fields the shopper has not reached yet.
  await expect(page.getByText('Voornaam moet minimaal 2 karakters bevatten')).toHaveCount(0);
});

test('countries are listed by name with the likely one first; billing starts at the shipping country', async ({
  page,
}) => {
  await addPlannerFromHome(page);
  await visit(page, '/nl/checkout');
  const shipping = page.getByLabel('Land').first();
  await expect(shipping.locator('option')).toHaveText([
    'Nederland',
    'België',
    'Duitsland',
    'Frankrijk',
    'Luxemburg',
    'Oostenrijk',
  ]);
  await expect(shipping).toHaveValue('NL');
  await page.getByLabel('Ander factuuradres gebruiken').check();
  const billing = page.getByLabel('Land').nth(1);
  await expect(billing).toHaveValue('NL');
  if (!jsOff()) {
    await shipping.selectOption({ label: 'België' });
    await expect(billing).toHaveValue('BE');
  }
  await visit(page, '/de/checkout');
  await expect(page.getByLabel('Land').first().locator('option').first()).toHaveText('Deutschland');
  await expect(page.getByLabel('Land').first()).toHaveValue('DE');
  await expect(page.getByLabel('Land').nth(1)).toHaveValue('DE');
});

test('switching the language on the order confirmation keeps the order', async ({ page }) => {
  const number = await buyOnePlanner(page, 'taalwissel@example.nl');
  await page
    .getByRole('navigation', { name: 'Taal kiezen' })
    .first()
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/en\/order-success\?orderId=/);
  await expect(page.getByTestId('order-success')).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('order-number')).toHaveText(number);
});

test('a failed payment says so honestly and keeps the cart', async ({ page }) => {
  await addPlannerFromHome(page);
  await visit(page, '/nl/checkout');
  await fillAddress(page);
  await page.getByTestId('place-order').click();
  await page.getByRole('button', { name: 'Mislukt' }).click();
  await expect(page.getByTestId('order-success')).toHaveAttribute('data-status', 'failed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Je betaling is niet gelukt');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the billing fields appear only when a different billing address is chosen', async ({ page }) => {
  await addPlannerFromHome(page);
  await visit(page, '/nl/checkout');
  const billingTitle = page.getByText('Factuuradres', { exact: true });
  await expect(billingTitle).toBeHidden();
  await page.getByLabel('Ander factuuradres gebruiken').check();
  await expect(billingTitle).toBeVisible();
  await fillAddress(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByText('Alle factuuradres velden zijn verplicht')).toBeVisible();
});

test('by the order button: the terms, the withdrawal right and the chosen country’s delivery time', async ({
  page,
}, testInfo) => {
  await addPlannerFromHome(page);
  await visit(page, '/nl/checkout');
  const legal = page.getByTestId('checkout-legal');
  await expect(legal.getByRole('link', { name: 'algemene voorwaarden' })).toHaveAttribute(
    'href',
    '/nl/algemene-voorwaarden',
  );
  await expect(legal).toContainText('14 dagen wettelijke bedenktijd');
  await expect(legal.getByRole('link', { name: 'Zo werkt herroepen' })).toHaveAttribute(
    'href',
    '/nl/retourbeleid',
  );
  // Seeded zones: the Netherlands 1–2 working days, Germany 2–4.
  const delivery = page.getByTestId('checkout-delivery-time');
  await expect(delivery).toHaveText('Levertijd naar Nederland: 1–2 werkdagen.');
  await page.getByLabel('Land').first().selectOption('DE');
  if (testInfo.project.use.javaScriptEnabled !== false) {
    await expect(delivery).toHaveText('Levertijd naar Duitsland: 2–4 werkdagen.');
  }
  // Without JavaScript the server's round trip (the form comes back, values kept) shows the new country.
  await page.getByTestId('place-order').click();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
  await expect(delivery).toHaveText('Levertijd naar Duitsland: 2–4 werkdagen.');
});

test('a browser already holding three unpaid orders is told so at the fourth, its form kept', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Its own client address, so this test's orders count against no other test's checkout limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.60.${Math.floor(Math.random() * 250)}.1` });
  const email = `hamster-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;
  await addPlannerFromHome(page);
  for (let i = 0; i < 3; i++) {
    await visit(page, '/nl/checkout');
    await fillAddress(page);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByTestId('place-order').click();
    // Left unpaid on the payment page: the order keeps its planner reserved.
    await expect(page).toHaveURL(/\/test-checkout\/tst_/);
  }
  await visit(page, '/nl/checkout');
  await fillAddress(page);
  await page.getByLabel('E-mailadres').fill(email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/nl/checkout')),
    page.getByTestId('place-order').click(),
  ]);
  expect(response.status()).toBe(409);
  await expect(
    page.getByText('Je hebt al 3 bestellingen die nog op betaling wachten.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByLabel('E-mailadres')).toHaveValue(email);
  await expect(page.getByLabel('Stad').first()).toHaveValue('Utrecht');
});

test('an empty cart has no checkout: the shopper is sent home', async ({ page }) => {
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en$/);
});

test('a stored price cannot be changed from the browser', async ({ page, request }) => {
  await addPlannerFromHome(page);
  // Whatever extra fields a tampered form sends, the server prices from the database.
  const cookies = await page.context().cookies();
  const response = await request.post('/api/cart', {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    form: {
      intent: 'add',
      productId: 'wall-planner-001',
      price: '0.01',
      unitPriceCents: '1',
      returnTo: '/nl',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  const setCookie = response.headers()['set-cookie'] ?? '';
  const cart = setCookie.match(/wallplanner-cart=([^;]+)/)![1]!;
  await page.context().addCookies([{ name: 'wallplanner-cart', value: cart, url: page.url() }]);
  await page.goto('/nl?cart=open');
  await expect(page.getByTestId('cart-total')).toContainText('56,90'); // 2 x 29,95 = 59,90, minus 5 % (2,995 rounds to 3,00)
});

test(
  'the Mollie webhook answers 200 for ids it does not know and refuses GET',
  HTTP_ONLY,
  async ({ request }) => {
    const unknown = await request.post('/api/webhooks/mollie', { form: { id: 'tr_unknown123' } });
    expect(unknown.status()).toBe(200);
    const garbage = await request.post('/api/webhooks/mollie', { form: { id: '<script>' } });
    expect(garbage.status()).toBe(200);
    const get = await request.get('/api/webhooks/mollie');
    expect(get.status()).toBe(405);
  },
);
