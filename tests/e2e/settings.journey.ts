import { expect, test } from '@playwright/test';
import { type Lang, languages } from '../../app/i18n/config';
import { href } from '../../app/i18n/pages';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { save, section } from './support/settings-page';
import { expectRefusedOrders, setStock } from './support/stock';

// Runs on a shop of its own (playwright.config.ts): it changes the shop's settings, which every
// journey on the main shop reads as the seeded example data.

test.beforeEach(async ({ page }) => {
  const octet = () => Math.floor(Math.random() * 250);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.40.${octet()}.${octet()}` });
});

/** Cents as the shipping page prints them in a language, without the no-break spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test.describe('the owner fills in the settings and every page follows', () => {
  test.describe.configure({ mode: 'serial' });

  test('with JavaScript: identity, zones, tiers and claims, then the storefront', async ({ page }) => {
    await signInOwner(page);
    await expect(page.getByTestId('example-identity-banner')).toContainText(
      'Vul je bedrijfsgegevens in voordat je live gaat',
    );
    await visit(page, '/admin/dashboard/settings');
    const identity = section(page, 'identity');
    await identity.getByLabel('Juridische naam en rechtsvorm').fill('Planbord B.V.');
    await identity.getByLabel('KvK-nummer').fill('8765 4321');
    await identity.getByLabel('Btw-identificatienummer').fill('NL123');
    await identity.getByRole('button', { name: 'Opslaan' }).click();
    await expect(identity).toContainText(
      'Voer een geldig btw-identificatienummer in, bijvoorbeeld NL123456789B01',
    );
    await identity.getByLabel('Btw-identificatienummer').fill('NL987654321B01');
    await save(page, 'identity');
    await expect(page.getByTestId('example-identity-banner')).toHaveCount(0);

    const nl = page.getByTestId('zone-NL');
    await nl.getByLabel('Verzendkosten (EUR, incl. btw)').fill('3,95');
    await nl.getByLabel('Gratis vanaf (EUR, incl. btw)').fill('40,00');
    const be = page.getByTestId('zone-BE');
    await be.getByLabel('Levertijd vanaf (werkdagen)').fill('3');
    await be.getByLabel('Levertijd tot (werkdagen)').fill('5');
    await save(page, 'zones');

    await section(page, 'tiers').getByLabel('Korting (%)').first().fill('6');
    await save(page, 'tiers');
    await section(page, 'claims').getByLabel('Aantal beoordelingen').fill('');
    await section(page, 'claims').getByLabel('Sanne, Utrecht').check();
    await save(page, 'claims');

    const zonesHistory = page.getByTestId('audit-zones');
    await zonesHistory.locator('summary').click();
    await expect(zonesHistory).toContainText('NL.shippingCostCents');
    await expect(zonesHistory).toContainText('BE.deliveryMaxDays');
    await page.getByTestId('audit-identity').locator('summary').click();
    await expect(page.getByTestId('audit-identity')).toContainText('87654321');

    // The storefront, within the one-second snapshot.
    await visit(page, '/nl');
    await expect(page.getByTestId('footer-merchant')).toContainText('Planbord B.V.');
    await expect(page.getByTestId('footer-merchant')).toContainText('KvK 87654321');
    await expect(page.getByTestId('volume-tiers')).toContainText('6');
    await expect(page.getByTestId('rating-summary')).toHaveCount(0);
    // Only the review the owner vouches for carries the flag.
    const reviews = page.getByTestId('review');
    await expect(reviews.first().getByTestId('review-verified')).toHaveText('✓ Geverifieerde aankoop');
    await expect(page.getByTestId('review-verified')).toHaveCount(1);
    await page.getByTestId('product-block').getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await visit(page, '/nl/checkout');
    await expect(page.getByTestId('summary-shipping')).toContainText('3,95');
  });

  test("'Beperkte voorraad' appears only while the stock is low", async ({ page }) => {
    await signInOwner(page);
    await setStock(page, 4);
    await visit(page, '/nl');
    await expect(page.getByTestId('cta-badge')).toHaveText('Beperkte voorraad');
    await setStock(page, 100);
    await visit(page, '/nl');
    await expect(page.getByTestId('cta-badge')).toHaveCount(0);
  });

  test("with JavaScript: 'Uitverkocht' and 'Niet genoeg voorraad' show and the cart stays closed", async ({
    page,
    browser,
  }) => {
    // Six admin saves and the shopper's visits in one journey.
    test.slow();
    await signInOwner(page);
    const shopper = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': '10.40.250.1' } });
    await expectRefusedOrders(page, shopper);
    await shopper.close();
  });

  for (const lang of languages) {
    test(`/${lang} shipping page shows the new Dutch cost and Belgian delivery time`, async ({ page }) => {
      await visit(page, href('shipping', lang as Lang));
      const table = page.getByTestId('shipping-table');
      expect(plain((await table.locator('tr[data-country="NL"]').textContent()) ?? '')).toContain(
        '3,95'.replace(',', lang === 'en' ? '.' : ','),
      );
      await expect(table.locator('tr[data-country="BE"] [data-testid="delivery"]')).toContainText(
        lang === 'fr' ? '3 à 5' : '3–5',
      );
    });
  }
});
