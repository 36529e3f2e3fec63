import { expect, type Page, test } from '@playwright/test';
import { href, pages } from '../../app/i18n/pages';
import { facts } from '../../app/modules/catalog/facts';
import { visit } from './support/navigation';
import { fillShippingAddress } from './support/shopper';
import { SERVER_HTML } from './support/tags';

/** The five Dutch product landing pages (Dutch only: they have no other language). */
const landingIds = [
  'landingBigWallCalendar',
  'landingBigCalendar',
  'landingFamilyPlanner',
  'landingWhiteboardPlanner',
  'landingFamilyWeekPlanner',
] as const;

type Product = { sku: string; offers: { price: string; priceCurrency: string; availability: string } };
type FaqPage = { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };

/** The JSON-LD blocks of the HTML the server sent, parsed: a syntax error fails the test. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

/** "€ 29,95" as shown on the page -> "29.95" as schema.org writes it. */
const schemaPrice = (shown: string) => shown.replace(/[^\d,]/g, '').replace(',', '.');

async function cartIsOpenWith(page: Page, count: string) {
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  // The count comes from the server once the cart cookie is stored: wait for it before moving on.
  await expect(page.getByTestId('cart-count')).toHaveText(count);
}

for (const id of landingIds) {
  const path = href(id, 'nl');

  test(
    `${path}: the search phrase as h1, three five-star testimonials, structured data as shown`,
    SERVER_HTML,
    async ({ page }) => {
      await visit(page, path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      // The h1 carries the words of the address (gezin-en-familieplanner: gezin, familieplanner).
      const h1Text = ((await h1.textContent()) ?? '').toLowerCase();
      for (const word of pages[id].slugs.nl.split('-').filter((w) => w !== 'en'))
        expect(h1Text).toContain(word);

      const benefits = page.getByTestId('benefits').getByRole('listitem');
      expect(await benefits.count()).toBeGreaterThanOrEqual(4);
      expect(await benefits.count()).toBeLessThanOrEqual(6);

      const testimonials = page.getByTestId('testimonials').getByRole('listitem');
      await expect(testimonials).toHaveCount(3);
      for (const testimonial of await testimonials.all()) {
        const stars = testimonial.getByRole('img', { name: '5 van de 5 sterren' });
        await expect(stars).toBeVisible();
        // Five lit stars: the strip is amber up to the fifth star (app.css, .stars) and grey after it.
        const lit = await stars.evaluate((el) => getComputedStyle(el).getPropertyValue('--lit').trim());
        expect(lit).toBe('5');
        await expect(testimonial).toContainText(/\p{L}+ · \p{L}/u); // "Name · place or role"
      }

      // The hero picture comes first and eagerly (preloaded); any other picture waits for the scroll.
      const images = page.locator('main img');
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      for (const image of (await images.all()).slice(1))
        await expect(image).toHaveAttribute('loading', 'lazy');
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(1);

      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).not.toContain('{{');

      const heroPrice =
        (await page.getByTestId('hero-order').getByTestId('landing-price').textContent()) ?? '';
      expect(heroPrice).toMatch(/^€\s29,95$/);
      const data = await structuredData(page);
      const product = data.find((item) => item['@type'] === 'Product') as Product;
      expect(product.offers).toMatchObject({
        price: schemaPrice(heroPrice),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      });
      const faq = data.find((item) => item['@type'] === 'FAQPage') as FaqPage;
      const questions = await page.getByTestId('landing-faq').locator('summary').allInnerTexts();
      expect(questions.length).toBeGreaterThanOrEqual(4);
      expect(faq.mainEntity.map((q) => q.name)).toEqual(questions.map((q) => q.trim()));
      expect(faq.mainEntity.every((q) => !q.acceptedAnswer.text.includes('{{'))).toBe(true);
    },
  );

  test(`${path}: the hero order button puts the planner in the cart and opens it`, async ({ page }) => {
    await visit(page, path);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.getByTestId('hero-order').getByRole('button', { name: 'Nu bestellen' }).click();
    await cartIsOpenWith(page, '1');
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Whiteboard Jaarplanner');
    await expect(page.getByTestId('cart-total')).toContainText('29,95');
  });
}

test('the FAQ keeps one answer open at a time', async ({ page }) => {
  await visit(page, href('landingWhiteboardPlanner', 'nl'));
  const items = page.getByTestId('landing-faq').locator('details');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0).locator('p')).toBeVisible();
  await items.nth(2).locator('summary').click();
  await expect(items.nth(2).locator('p')).toBeVisible();
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeHidden();
});

test(
  'the family planner lists its specifications and answers the six family questions',
  SERVER_HTML,
  async ({ page }) => {
    await visit(page, href('landingFamilyPlanner', 'nl'));
    const specs = page.getByTestId('specs');
    await expect(specs.locator('dt')).toHaveText([
      'Formaat',
      'Looptijd',
      'Ophangen',
      'Indeling',
      'Materiaal',
      'Duurzaamheid',
    ]);
    await expect(specs).toContainText(facts.productSize);
    await expect(specs).toContainText(`${facts.weeks} weken`);
    await expect(specs).toContainText(/whiteboardpapier/i);
    await expect(specs).toContainText(/herbruikbaar/i);
    await expect(page.getByRole('heading', { level: 2, name: /Ons verhaal/ })).toBeVisible();
    const questions = page.getByTestId('landing-faq').locator('summary');
    await expect(questions).toHaveCount(6);
    await expect(questions).toHaveText([
      /gezin/,
      /bij te houden/,
      /schoon/,
      /deel ik/,
      /hang ik/,
      /digitale agenda/,
    ]);
  },
);

test('the bottom order button adds the planner too', async ({ page }) => {
  await visit(page, href('landingFamilyWeekPlanner', 'nl'));
  await page.getByTestId('bottom-order').getByRole('button', { name: 'Nu bestellen' }).click();
  await cartIsOpenWith(page, '1');
});

test('the big wall calendar sells the XL at its database price, and it goes through checkout with the volume discount', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await visit(page, href('landingBigWallCalendar', 'nl'));
  const xl = page.getByTestId('offer-wall-planner-xl');
  await expect(xl.getByRole('heading', { name: 'Whiteboard Jaarplanner XL' })).toBeVisible();
  await expect(xl.getByTestId('landing-price')).toHaveText(/^€\s79,95$/);
  const data = await structuredData(page);
  const xlData = data.find(
    (item) => item['@type'] === 'Product' && item.sku === 'wall-planner-xl',
  ) as Product;
  expect(xlData.offers.price).toBe('79.95');

  await xl.getByRole('button', { name: 'In winkelwagen' }).click();
  await cartIsOpenWith(page, '1');
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByTestId('cart-line')).toContainText('Whiteboard Jaarplanner XL');
  await expect(drawer.getByTestId('cart-line')).toContainText('79,95');
  await expect(drawer.getByTestId('cart-total')).toContainText('79,95');

  await drawer.getByTestId('cart-close').click();
  await expect(drawer).toBeHidden();
  await page.getByTestId('offer-wall-planner-001').getByRole('button', { name: 'In winkelwagen' }).click();
  await cartIsOpenWith(page, '2');
  // Two planners of different sizes are two items: 79,95 + 29,95 = 109,90, minus 5 % (5,495 -> 5,50).
  await expect(drawer.getByTestId('cart-line')).toHaveCount(2);
  await expect(drawer.getByTestId('cart-discount')).toContainText('5,50');
  await expect(drawer.getByTestId('cart-total')).toContainText('104,40');

  await drawer.getByRole('link', { name: 'Naar afrekenen' }).click();
  await expect(page).toHaveURL(/\/nl\/checkout$/);
  await expect(page.getByTestId('summary-line')).toHaveCount(2);
  await expect(page.getByTestId('summary-line').first()).toContainText(/79,95|29,95/);
  await expect(page.getByTestId('summary-total')).toContainText('104,40');

  await fillShippingAddress(page, 'ilse.devries@example.nl');
  await page.getByTestId('place-order').click();
  await expect(page).toHaveURL(/\/test-checkout\/tst_/);
  await expect(page.getByTestId('test-amount')).toContainText('104,40');
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByTestId('order-success')).toHaveAttribute('data-status', 'paid');
});

test(
  'the landing pages are Dutch only: other languages neither serve nor link them',
  SERVER_HTML,
  async ({ page }) => {
    await visit(page, '/en');
    for (const id of landingIds) {
      await expect(page.locator(`a[href="${href(id, 'nl')}"]`)).toHaveCount(0);
    }
    const response = await page.goto('/en/grote-wandkalender');
    expect(response?.status()).toBe(404);
  },
);
