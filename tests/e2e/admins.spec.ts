import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { invitationPath } from './support/accounts';
import { visit } from './support/navigation';
import { OWNER, signInOwner } from './support/owner';
import { HTTP_ONLY } from './support/tags';

// 'Beheerders' (issue 16.10): after the first admin, accounts come by invitation only.

const someAddress = () => `10.50.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': someAddress() });
});

test('the owner invites an admin, who signs up through the link once; rights are revoked and granted', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `beheerder-${randomUUID().slice(0, 8)}@example.nl`;
  await signInOwner(page);
  await page.getByRole('link', { name: 'Beheerders' }).first().click();
  await expect(page.getByRole('heading', { name: 'Beheerders', level: 1 })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Uitnodiging verstuurd naar ${email}`);
  await expect(page.getByTestId('invitations')).toContainText(email);

  const link = await invitationPath(page.request, email);
  // A password too short is named, and the link still works (checked before the invitation is used).
  const short = await page.request.post(link, {
    headers: { origin: new URL(page.url()).origin },
    form: { password: 'kort5' },
    maxRedirects: 0,
  });
  expect(short.status()).toBe(400);
  expect(await short.text()).toContain('Wachtwoord moet minimaal 6 karakters zijn');
  const invitee = await browser.newContext({
    javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
  });
  const newcomer = await invitee.newPage();
  await visit(newcomer, link);
  await expect(newcomer.getByText(`met het e-mailadres ${email}`)).toBeVisible();
  await newcomer.getByLabel('Wachtwoord').fill('nieuw-wachtwoord-1');
  await newcomer.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(newcomer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The owner takes the rights away: the newcomer is denied at once; then gives them back.
  await visit(page, '/admin/dashboard/admins');
  const row = page.getByTestId('accounts').getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Beheerder');
  await row.getByRole('button', { name: 'Admin rechten intrekken' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Admin rechten van ${email} ingetrokken`);
  await expect(row).toContainText('Geen admin rechten');
  await visit(newcomer, '/admin/dashboard');
  await expect(newcomer.getByRole('heading', { name: 'Toegang Geweigerd' })).toBeVisible();
  await row.getByRole('button', { name: 'Admin rechten geven' }).click();
  await expect(page.getByTestId('toast')).toContainText(`${email} is nu beheerder`);
  await visit(newcomer, '/admin/dashboard');
  await expect(newcomer.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The link worked once.
  await newcomer.context().clearCookies();
  const again = await newcomer.goto(link);
  expect(again?.status()).toBe(404);
  await expect(newcomer.getByText('Deze uitnodiging is ongeldig, al gebruikt of verlopen.')).toBeVisible();
  await invitee.close();
});

test(
  'registration answers the same for a known and an unknown address',
  HTTP_ONLY,
  async ({ request, baseURL }) => {
    const answer = async (email: string) => {
      const response = await request.post('/admin/login', {
        headers: { origin: baseURL as string, 'x-forwarded-for': someAddress() },
        form: { intent: 'register', email, password: 'probeer-123456' },
        maxRedirects: 0,
      });
      expect(response.headers()['set-cookie'] ?? '').not.toContain('admin_session');
      const html = await response.text();
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? 'NONCE';
      return { status: response.status(), html: html.replaceAll(email, 'ADRES').replaceAll(nonce, 'NONCE') };
    };
    const known = await answer(OWNER.email);
    const unknown = await answer(`onbekend-${randomUUID().slice(0, 8)}@example.nl`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.html).toContain('We hebben een e-mail gestuurd naar ADRES met de volgende stap.');
    expect(unknown.html).toBe(known.html);
  },
);
