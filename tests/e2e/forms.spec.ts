import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { visit } from './support/navigation';

/** Every test is its own visitor address, so the per-IP form limit only bites where a test wants it. */
async function asNewVisitor(page: Page) {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test('the quote form answers an empty submit with the spec’s Dutch messages, keeping what was typed', async ({
  page,
}) => {
  await visit(page, '/nl/offerte-aanvragen');
  await page.getByLabel('Bedrijfsnaam').fill('Bakkerij De Vries');
  await page.getByLabel('Aantal planners').fill('0');
  await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
  const form = page.getByTestId('quote-form');
  await expect(form.getByText('Contactpersoon is verplicht')).toBeVisible();
  await expect(form.getByText('Ongeldig e-mailadres')).toBeVisible();
  await expect(form.getByText('Telefoonnummer is verplicht')).toBeVisible();
  await expect(form.getByText('Aantal moet minimaal 1 zijn')).toBeVisible();
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue('Bakkerij De Vries');
});

test('validating a form in the browser breaks no rule of the page’s security policy', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'only scripts can break the script policy');
  // Browsers report violations as console noise and Lighthouse counts them; Zod's eval probe was one.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(event.violatedDirective);
    });
  });
  await visit(page, '/nl/offerte-aanvragen');
  await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
  await expect(page.getByTestId('quote-form').getByText('Contactpersoon is verplicht')).toBeVisible();
  await page.getByLabel('Contactpersoon').fill('M');
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
  );
  expect(violations).toEqual([]);
});

test('a quote request is stored and answered with the success screen and its two ways on', async ({
  page,
}) => {
  await visit(page, '/nl/offerte-aanvragen');
  await expect(page.getByLabel('Aantal planners')).toHaveValue('5'); // empty cart: the default
  await page.getByLabel('Bedrijfsnaam').fill('Basisschool De Regenboog');
  await page.getByLabel('Contactpersoon').fill('Marieke Jansen');
  await page.getByLabel('E-mailadres').fill(`marieke.${randomUUID().slice(0, 8)}@example.nl`);
  await page.getByLabel('Telefoonnummer').fill('0301234567');
  await page.getByLabel('Aantal planners').fill('24');
  await page.getByLabel('Bericht (optioneel)').fill('Voor alle klaslokalen <script>alert(1)</script>');
  await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
  const sent = page.getByTestId('quote-sent');
  await expect(sent.getByRole('heading', { name: 'Offerte aanvraag verzonden!' })).toBeVisible();
  await sent.getByRole('link', { name: 'Nieuwe aanvraag' }).click();
  await expect(page.getByTestId('quote-form')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terug naar home' })).toHaveCount(0);
});

test('the quote quantity starts at the number of planners in the cart', async ({ page }) => {
  await visit(page, '/nl');
  await page.getByTestId('product-block').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await visit(page, '/nl/offerte-aanvragen');
  await expect(page.getByLabel('Aantal planners')).toHaveValue('1');
});

test('the contact form validates in the visitor’s language', async ({ page }) => {
  await visit(page, '/en/contact');
  await page.getByLabel('Phone number (optional)').fill('12345');
  await page.getByRole('button', { name: 'Send' }).click();
  const form = page.getByTestId('contact-form');
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Invalid e-mail address')).toBeVisible();
  await expect(form.getByText('Phone number must be at least 10 digits')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
});

test('a contact message is stored, confirmed with a toast and the form is empty again', async ({ page }) => {
  await visit(page, '/nl/contact');
  await page.getByLabel('Naam').fill('Sanne de Boer');
  await page.getByLabel('E-mailadres').fill('sanne@example.nl');
  await page.getByLabel('Bericht', { exact: true }).fill('Wanneer komt de planner weer op voorraad?');
  await page.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByTestId('toast')).toContainText('Bericht verzonden!');
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(page.getByLabel('Bericht', { exact: true })).toHaveValue('');
});

test('a visitor who sends the contact form too often is told to wait', async ({ page }) => {
  test.skip(test.info().project.name !== 'js-off', 'one run is enough: the limit is per address');
  for (let i = 0; i < 6; i++) {
    await visit(page, '/nl/contact');
    await page.getByLabel('Naam').fill('Herhaler');
    await page.getByLabel('E-mailadres').fill('herhaler@example.nl');
    await page.getByLabel('Bericht', { exact: true }).fill(`Bericht nummer ${i} met genoeg tekst`);
    await page.getByRole('button', { name: 'Verzenden' }).click();
  }
  await expect(page.getByRole('alert')).toContainText('te vaak verstuurd');
  await expect(page.getByLabel('Naam')).toHaveValue('Herhaler');
});

test('a filled honeypot is turned away quietly: a redirect without a confirmation', async ({
  request,
  baseURL,
}) => {
  const response = await request.post('/nl/contact', {
    headers: { origin: baseURL as string, 'x-forwarded-for': '10.9.9.9' },
    form: {
      name: 'Bot',
      email: 'bot@example.nl',
      message: 'Buy cheap things now!!',
      website: 'https://spam.example',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/nl/contact');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('toast=');
});
