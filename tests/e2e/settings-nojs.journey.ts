import { expect, test } from '@playwright/test';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { STALE, save, section } from './support/settings-page';
import { expectRefusedOrders } from './support/stock';

// The settings forms without JavaScript (project settings-js-off): plain posts, answers from the server.

test('without JavaScript: saved, a stale save refused, a bad KvK number named', async ({ page, context }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.41.0.1' });
  await signInOwner(page);
  await visit(page, '/admin/dashboard/settings');
  const other = await context.newPage();
  await visit(other, '/admin/dashboard/settings');

  await section(page, 'operations').getByLabel('Vervoerder').fill('DHL');
  await save(page, 'operations');
  await section(other, 'operations').getByLabel('Vervoerder').fill('DPD');
  await section(other, 'operations').getByRole('button', { name: 'Opslaan' }).click();
  await expect(section(other, 'operations').getByRole('alert')).toHaveText(STALE);

  await section(page, 'identity').getByLabel('KvK-nummer').fill('1234');
  await section(page, 'identity').getByRole('button', { name: 'Opslaan' }).click();
  await expect(section(page, 'identity')).toContainText('Een KvK-nummer bestaat uit 8 cijfers');
});

test("without JavaScript: 'Uitverkocht' and 'Niet genoeg voorraad' show and the cart stays closed", async ({
  page,
  browser,
}) => {
  // Six admin saves and the shopper's visits in one journey.
  test.slow();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.41.0.2' });
  await signInOwner(page);
  const shopper = await browser.newPage({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '10.41.0.3' },
  });
  await expectRefusedOrders(page, shopper);
  await shopper.close();
});

test('without JavaScript: the owner marks a sample review as a verified purchase', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.41.0.3' });
  await signInOwner(page);
  await visit(page, '/admin/dashboard/settings');
  await section(page, 'claims').getByLabel('Mark, teamleider, Eindhoven').check();
  await save(page, 'claims');
  await visit(page, '/de');
  const mark = page.getByTestId('review').nth(1);
  await expect(mark.getByTestId('review-verified')).toHaveText('✓ Verifizierter Kauf');
  await expect(mark.getByTestId('review-date')).toHaveText('18. September 2026');
});
