import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { href } from '../../app/i18n/pages';
import { hydrated, visit } from './support/navigation';
import { signInOwner } from './support/owner';

// The online withdrawal function (art. 11a CRD, issue 14 item 2), with JavaScript on and off.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
});

async function fillStatement(page: Page, name: string, email: string) {
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('E-mailadres voor de ontvangstbevestiging').fill(email);
  await page.getByLabel('Bestelnummer').fill('#ABCDEF12');
  await page.getByLabel('Reden (optioneel)').fill('Past niet aan onze muur');
}

test('a customer withdraws in two steps from the footer link and the owner sees it flagged', async ({
  page,
}) => {
  // Two journeys in one (the customer's, then the owner's sign-in and two admin pages): 30 s is
  // too tight for them without JavaScript on a loaded 2-core machine.
  test.slow();
  const name = `Anna ${randomUUID().slice(0, 6)}`;
  const email = `anna-${randomUUID().slice(0, 6)}@example.nl`;
  await visit(page, '/nl/veelgestelde-vragen');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Overeenkomst hier herroepen' }).click();
  await expect(page).toHaveURL(/\/nl\/herroepen$/);
  await hydrated(page);

  // Step 1 validates in Dutch and stores nothing.
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click();
  await expect(page.getByText('Naam moet minimaal 2 karakters zijn')).toBeVisible();
  await fillStatement(page, name, email);
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click();

  // Step 2 shows the statement; 'Wijzigen' brings the form back with the values kept.
  const confirm = page.getByTestId('withdrawal-confirm');
  await expect(confirm).toContainText(name);
  await expect(confirm).toContainText('De hele bestelling');
  await confirm.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(page.getByLabel('Naam')).toHaveValue(name);
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click();
  await page.getByRole('button', { name: 'Herroeping bevestigen' }).click();

  const received = page.getByTestId('withdrawal-received');
  await expect(received).toContainText('Je herroeping is ontvangen');
  // The date and time of receipt, as the acknowledgement states them: '23 november 2026 om 09:50'.
  await expect(received).toContainText(/\d{1,2} \p{L}+ \d{4} om \d{2}:\d{2}/u);

  await signInOwner(page);
  await visit(page, '/admin/dashboard/withdrawals?status=flagged');
  const row = page.getByTestId('withdrawals').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('niet gekoppeld');
  await expect(row).toContainText('Past niet aan onze muur');
  await expect(row.getByTestId('withdrawal-state')).toContainText('Gemarkeerd');
  // Matching it by hand to an order that does not exist keeps it flagged, with a Dutch message.
  await row.getByLabel('Bestelnummer').fill('#FFFFFFF0');
  await row.getByRole('button', { name: 'Koppelen' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Er bestaat geen bestelling met nummer #FFFFFFF0' }),
  ).toBeVisible();
  await expect(row.getByTestId('withdrawal-state')).toContainText('Gemarkeerd');
  await visit(page, '/admin/dashboard/email-test');
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(
    'Ontvangstbevestiging van je herroeping',
  );
});

for (const [lang, footer, review, confirm] of [
  ['en', 'Withdraw from contract here', 'Continue to confirm', 'Confirm withdrawal'],
  ['fr', 'Se rétracter du contrat ici', 'Continuer vers la confirmation', 'Confirmer la rétractation'],
  ['de', 'Vertrag hier widerrufen', 'Weiter zur Bestätigung', 'Widerruf bestätigen'],
] as const) {
  test(`/${lang}: the footer link and the confirmation button say what the directive says`, async ({
    page,
  }) => {
    await visit(page, `/${lang}`);
    await page.getByRole('contentinfo').getByRole('link', { name: footer }).click();
    // The footer links are plain links: a new document, to be hydrated before anyone types in it.
    await expect(page).toHaveURL(new RegExp(`${href('withdrawal', lang)}$`));
    await hydrated(page);
    await page.locator('input[name="name"]').fill('Jo Martin');
    await page.locator('input[name="email"]').fill('jo@example.org');
    await page.locator('input[name="orderNumber"]').fill('12345678');
    await page.getByRole('button', { name: review }).click();
    await expect(page.getByRole('button', { name: confirm })).toBeVisible();
  });
}
