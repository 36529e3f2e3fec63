import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { seedShippingZones } from '../../app/db/seed.server';
import { type Lang, languages, locales } from '../../app/i18n/config';
import { formatClock, formatMoney } from '../../app/i18n/format';
import { href } from '../../app/i18n/pages';
import { facts } from '../../app/modules/catalog/facts';
import { exampleSettings as example } from '../../app/modules/settings/defaults';
import { visit } from './support/navigation';
import { HTTP_ONLY, SERVER_HTML } from './support/tags';

const legalPages = ['terms', 'privacy', 'returns', 'shipping'] as const;

/**
 * Dutch words that do not occur in English, French or German copy. Proper names that stay Dutch in
 * every language (the address, the Autoriteit Persoonsgegevens) contain none of them.
 */
const dutchWords =
  /\b(het|een|jouw|wij|bestelling|herroeping|herroepen|werkdagen|verzendkosten|ontvangst|bedenktijd)\b/i;

type Common = { pages: Record<string, { title: string }>; footer: Record<string, string> };
/** The UI catalog as the shop ships it (Playwright's loader cannot import JSON modules). */
const common = (lang: Lang): Common => JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8'));

const title = (lang: Lang, id: (typeof legalPages)[number]) => common(lang).pages[id]!.title;

/** Intl separates amount and sign with no-break spaces, innerText keeps them: compare plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function openLegal(page: Page, lang: Lang, id: (typeof legalPages)[number]) {
  await visit(page, href(id, lang));
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(title(lang, id));
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
  const text = (await main.textContent()) ?? '';
  expect(text).not.toContain('{{');
  if (lang !== 'nl') expect(text.match(dutchWords)?.[0], `Dutch word on ${href(id, lang)}`).toBeUndefined();
  return main;
}

for (const lang of languages) {
  test(`/${lang} terms have eleven numbered articles and name the seller`, SERVER_HTML, async ({ page }) => {
    const main = await openLegal(page, lang, 'terms');
    const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings).toHaveLength(11);
    expect(headings.map((heading) => heading.match(/^(?:Artikel|Article) (\d+) – \S/)?.[1])).toEqual(
      Array.from({ length: 11 }, (_, index) => String(index + 1)),
    );
    for (const detail of [example.identity.kvk, example.identity.vatId, example.identity.email]) {
      await expect(main).toContainText(detail);
    }
    await expect(main).toContainText(`${example.operations.returnDays}`);
  });

  test(
    `/${lang} return policy explains the withdrawal and holds the model form with the seller's details`,
    SERVER_HTML,
    async ({ page }) => {
      const main = await openLegal(page, lang, 'returns');
      await expect(main).toContainText(`${example.operations.returnDays}`);
      await expect(main).toContainText(`${example.operations.defectReportHours}`);
      const form = main.getByTestId('withdrawal-form');
      await expect(form).toBeVisible();
      for (const detail of [
        example.identity.legalName,
        example.identity.street,
        example.identity.city,
        example.identity.email,
      ]) {
        await expect(form).toContainText(detail);
      }
      // Consumer name, address, signature and date: the fields the annex of the Civil Code asks for.
      await expect(form.getByRole('listitem')).toHaveCount(7);
    },
  );

  test(
    `/${lang} privacy policy names the controller, the processors and the supervisory authority`,
    SERVER_HTML,
    async ({ page }) => {
      const main = await openLegal(page, lang, 'privacy');
      for (const name of [
        example.identity.email,
        example.identity.kvk,
        'Mollie',
        'SendGrid',
        'Autoriteit Persoonsgegevens',
      ]) {
        await expect(main).toContainText(name);
      }
      await expect(main).toContainText(`${facts.invoiceRetentionYears}`);
      await expect(main).toContainText('wallplanner-cart');
    },
  );

  test(
    `/${lang} shipping costs show one row per active zone, in the language's money format`,
    SERVER_HTML,
    async ({ page }) => {
      const main = await openLegal(page, lang, 'shipping');
      const table = main.getByRole('table', { name: /\S/ });
      await expect(table).toHaveCount(1);
      const zones = seedShippingZones.filter((zone) => zone.isActive !== false);
      await expect(table.locator('tbody tr')).toHaveCount(zones.length);
      const countries = new Intl.DisplayNames([locales[lang]], { type: 'region' });
      for (const zone of zones) {
        const row = table.locator(`tr[data-country="${zone.countryCode}"]`);
        await expect(row.getByRole('rowheader')).toHaveText(countries.of(zone.countryCode)!);
        const [cost, freeFrom, vat] = (await row.getByRole('cell').allInnerTexts()).map(plain);
        if (zone.shippingCostCents === 0) {
          expect(cost).not.toMatch(/\d/);
          expect(freeFrom).not.toMatch(/\d/);
        } else {
          expect(cost).toBe(plain(formatMoney(zone.shippingCostCents, lang)));
          expect(freeFrom).toBe(plain(formatMoney(zone.freeShippingThresholdCents, lang)));
        }
        expect(vat).toContain(String(zone.vatRate));
      }
      // Figures come from the table only: the prose around it never spells out a shipping amount.
      const prose = plain((await main.locator('.prose:not(:has(table))').allInnerTexts()).join('\n'));
      const charged = zones.find((zone) => zone.shippingCostCents > 0)!;
      expect(prose).not.toContain(plain(formatMoney(charged.shippingCostCents, lang)));
      // The cut-off as the language writes a time of day ('13.00 uur', '13 h', '13 Uhr').
      expect(prose).toContain(plain(formatClock(example.operations.dispatchCutoff, lang)));
      expect(prose).toContain(example.operations.carrier);
    },
  );

  test(`/${lang} footer links reach the four legal pages`, async ({ page }) => {
    // Every page has the footer, so each legal page is reached from the one before it.
    await visit(page, `/${lang}`);
    for (const id of legalPages) {
      const footer = page.locator('footer');
      await footer.getByRole('link', { name: common(lang).footer[id]!, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href(id, lang)}$`));
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toHaveText(title(lang, id));
    }
  });
}

test(
  'links inside the legal texts lead to existing pages in the same language',
  HTTP_ONLY,
  async ({ request }) => {
    test.setTimeout(60_000);
    const checked = new Set<string>();
    for (const lang of languages) {
      for (const id of legalPages) {
        const html = await (await request.get(href(id, lang))).text();
        const prose = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
        for (const [, target] of prose.matchAll(/<a href="(\/[^"]*)"/g)) {
          expect(target!.startsWith(`/${lang}/`), `${target} on ${href(id, lang)}`).toBe(true);
          checked.add(target!);
        }
      }
    }
    expect(checked.size).toBeGreaterThanOrEqual(languages.length * 3);
    for (const target of checked) expect((await request.get(target)).status(), target).toBe(200);
  },
);

test('legal pages carry a breadcrumb from the home page', HTTP_ONLY, async ({ request, baseURL }) => {
  const html = await (await request.get(href('returns', 'de'))).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const crumbs = blocks
    .map((block) => JSON.parse(block[1]!))
    .find((item) => item['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
    `${baseURL}/de`,
    `${baseURL}${href('returns', 'de')}`,
  ]);
});
