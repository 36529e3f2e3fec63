import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { concretePath, routeTable } from '../support/route-table';
import { memberAccount } from './support/accounts';
import { visit } from './support/navigation';
import { signIn, signInOwner } from './support/owner';
import { buyOnePlanner } from './support/shopper';
import { HTTP_ONLY } from './support/tags';

// The owner is the shop's first account, registered by global.setup.ts before any test runs.

// Each test is its own address, so the per-address sign-in limit never adds up across tests.
test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.20.${octet()}.${octet()}` });
});

test.describe
  .serial('the shop owner', () => {
    test('signs in, finds an order by e-mail and resends its invoice', async ({ page, browser }) => {
      test.setTimeout(90_000);
      const shopper = await browser.newPage();
      const email = `femke.${randomUUID().slice(0, 8)}@example.nl`;
      const number = await buyOnePlanner(shopper, email);
      await shopper.close();

      await signInOwner(page);
      await expect(page.getByTestId('dashboard-tiles')).toContainText('Vandaag betaald');
      // The admin is Dutch, also for a browser that prefers English: screen readers read it as Dutch.
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await page.getByRole('link', { name: 'Bestellingen' }).first().click();
      await page.getByLabel('Zoeken').fill(email);
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(page.getByRole('cell', { name: email })).toBeVisible();
      await page.getByRole('link', { name: 'Details' }).first().click();
      await expect(page.getByRole('heading', { name: `Bestelling ${number}` })).toBeVisible();
      await page.getByRole('button', { name: 'Factuur opnieuw versturen' }).click();
      await expect(page.getByTestId('toast')).toContainText('In de wachtrij gezet');
    });

    test('answers a missing order, product or quote with 404 inside the admin, with a way back', async ({
      page,
    }) => {
      await signInOwner(page);
      for (const [path, heading, back] of [
        [
          '/admin/dashboard/orders/00000000-0000-0000-0000-000000000000',
          'Bestelling niet gevonden',
          'Terug naar bestellingen',
        ],
        ['/admin/dashboard/products/nope/edit', 'Kon product niet laden', 'Terug naar producten'],
        ['/admin/dashboard/quotes/xyz', 'Offerteaanvraag niet gevonden', 'Terug naar offertes'],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByTestId('admin-sidebar')).toBeVisible();
        await expect(page.getByRole('link', { name: back })).toBeVisible();
      }
    });

    test('edits the stock and the shop shows it', async ({ page }) => {
      await signInOwner(page);
      await visit(page, '/admin/dashboard/products/wall-planner-xl/edit');
      await page.getByLabel('Voorraad').fill('-1');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Voorraad kan niet negatief zijn')).toBeVisible();
      await page.getByLabel('Voorraad').fill('2.5');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Voorraad moet een heel getal zijn')).toBeVisible();
      await page.getByLabel('Voorraad').fill('8');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('toast')).toContainText('Product bijgewerkt');
      // Other journeys add products of their own: the XL's row, by its id.
      const xlRow = page.getByRole('row').filter({ hasText: 'wall-planner-xl' });
      await expect(xlRow.locator('[data-low-stock="true"]')).toContainText('8');
    });

    test('moves a quote request to contacted with a note, and what the visitor typed stays text', async ({
      page,
    }) => {
      await visit(page, '/nl/offerte-aanvragen');
      await page.getByLabel('Bedrijfsnaam').fill('Kantoor <b>Vet</b>');
      await page.getByLabel('Contactpersoon').fill('Joost');
      await page.getByLabel('E-mailadres').fill('joost@example.nl');
      await page.getByLabel('Telefoonnummer').fill('0201234567');
      await page.getByLabel('Bericht (optioneel)').fill('<img src=x onerror="window.pwned=1">');
      await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
      await expect(page.getByTestId('quote-sent')).toBeVisible();

      await signInOwner(page);
      await visit(page, '/admin/dashboard/quotes?status=pending');
      await page
        .getByRole('row', { name: /Kantoor <b>Vet<\/b>/ })
        .getByRole('link', { name: 'Details' })
        .first()
        .click();
      await expect(page.getByTestId('quote-message')).toHaveText('<img src=x onerror="window.pwned=1">');
      await page.getByLabel('Status').selectOption('contacted');
      await page.getByLabel('Interne notities').fill('Gebeld, offerte volgt vrijdag');
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByTestId('toast')).toContainText('Opgeslagen');
      await expect(page.getByLabel('Interne notities')).toHaveValue('Gebeld, offerte volgt vrijdag');
      if (test.info().project.use.javaScriptEnabled !== false) {
        expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
      }
    });
  });

test('an account without admin rights is denied the admin area', async ({ page, request, baseURL }) => {
  const member = await memberAccount(request, baseURL as string);
  await signIn(page, member, 'login');
  await expect(page.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
  await expect(page.getByText('Je hebt geen beheerdersrechten.')).toBeVisible();
});

test('a refused sign-in does not say which of address or password was wrong; the address stays', async ({
  page,
}) => {
  const address = `Niemand.${randomUUID().slice(0, 8)}@example.nl`;
  await visit(page, '/admin/login');
  await page.getByLabel('E-mailadres').fill(address);
  await page.getByLabel('Wachtwoord').fill('geheim-123456');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Login Mislukt: Ongeldige inloggegevens');
  await expect(page.getByLabel('E-mailadres')).toHaveValue(address);
  // An address the browser lets through but the shop's rules do not: named at its field.
  await page.getByLabel('E-mailadres').fill('niemand@example');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByText('Ongeldig e-mailadres')).toBeVisible();
});

test(
  'without JavaScript the login answers with the errors at their fields and never the password',
  HTTP_ONLY,
  async ({ request, baseURL }) => {
    const post = (form: Record<string, string>) =>
      request.post('/admin/login', {
        headers: {
          origin: baseURL as string,
          'x-forwarded-for': `10.21.${Math.floor(Math.random() * 250)}.7`,
        },
        form,
        maxRedirects: 0,
      });
    const malformed = await post({ intent: 'login', email: 'niemand@example', password: 'zeer-geheim-1' });
    expect(malformed.status()).toBe(400);
    const html = await malformed.text();
    expect(html).toContain('Ongeldig e-mailadres');
    expect(html).toContain('value="niemand@example"');
    expect(html).not.toContain('zeer-geheim-1');
    const short = await post({ intent: 'register', email: 'nieuw@example.nl', password: 'kort5' });
    expect(short.status()).toBe(400);
    const registerHtml = await short.text();
    expect(registerHtml).toContain('Wachtwoord moet minimaal 6 karakters zijn');
    expect(registerHtml).not.toContain('kort5');
  },
);

test.describe('the guard on every admin route and action', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'HTTP-level: runs once');
  // The login and the invitation page (its link's token is the permission) are open to anyone.
  const adminRoutes = routeTable().filter(
    (r) =>
      r.path.startsWith('/admin') && r.path !== '/admin/login' && !r.path.startsWith('/admin/invitation/'),
  );

  test('anonymous visitors are sent to the login page, loaders and actions alike', async ({
    request,
    baseURL,
  }) => {
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const route of adminRoutes) {
      const path = concretePath(route.path, randomUUID());
      if (route.hasLoader) {
        const response = await request.get(path, { maxRedirects: 0 });
        expect(response.status(), `GET ${path}`).toBe(302);
        expect(response.headers().location, `GET ${path}`).toMatch(/\/admin\/(login|dashboard)$/);
      }
      if (route.hasAction) {
        const response = await request.post(path, {
          headers: { origin: baseURL as string },
          form: { intent: 'invoice' },
          maxRedirects: 0,
        });
        expect(response.status(), `POST ${path}`).toBe(302);
        expect(response.headers().location, `POST ${path}`).toBe('/admin/login');
      }
    }
  });

  test('a signed-in account without the admin role gets 403 everywhere but the sign-out', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000); // the member comes by invitation: three password hashes before the loop
    await signInOwner(page);
    const { cookie } = await memberAccount(request, baseURL as string);
    // The second sign-in step belongs to signing in, like the login page: it sends others back there.
    for (const route of adminRoutes.filter((r) => r.path !== '/admin/login/code')) {
      const path = concretePath(route.path, randomUUID());
      if (route.hasLoader && route.path !== '/admin' && route.path !== '/admin/logout') {
        const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
        expect(response.status(), `GET ${path}`).toBe(403);
      }
      if (route.hasAction && route.path !== '/admin/logout') {
        const response = await request.post(path, {
          headers: { origin: baseURL as string, cookie },
          form: { intent: 'invoice', status: 'completed', stock: '0', name: 'x', price: '1' },
          maxRedirects: 0,
        });
        expect(response.status(), `POST ${path}`).toBe(403);
      }
    }
  });
});
