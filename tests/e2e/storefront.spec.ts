import { expect, type Page, test } from '@playwright/test';
import { languages } from '../../app/i18n/config';
import { href, localizedRoutes, pageLanguages } from '../../app/i18n/pages';
import { facts } from '../../app/modules/catalog/facts';
import { exampleSettings as example } from '../../app/modules/settings/defaults';
import { HTTP_ONLY, SERVER_HTML } from './support/tags';

/** Everyday Dutch words that never occur in English, French or German copy (German shares 'bestellen'). */
const dutchWords =
  /\b(het|een|voor|jouw|bestel|gratis|verzending|voorraad|klanten|vragen|werkdagen|bekijk|winkelwagen)\b/i;

async function mainText(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees, hidden text left out
  return page.locator('main').innerText();
}

for (const lang of languages) {
  test(
    `/${lang} shows every home section, translated and with the figures from the facts`,
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(`/${lang}`);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('#features').getByRole('listitem')).toHaveCount(4);
      await expect(page.locator('#product').getByTestId('add-to-cart')).toBeVisible();
      await expect(page.getByTestId('reviews').getByRole('listitem')).toHaveCount(3);
      await expect(page.getByTestId('rating-summary')).toContainText(String(example.claims.reviewCount));
      await expect(page.getByTestId('product-faq').locator('details')).toHaveCount(7);
      await expect(page.getByTestId('usage-faq').locator('details')).toHaveCount(6);
      await expect(page.getByTestId('cta-banner')).toBeVisible();
      // The seeded stock is plentiful: no scarcity claim (its low-stock side is in the settings journey).
      await expect(page.getByTestId('cta-badge')).toHaveCount(0);
      await expect(page.locator('aside.floating-order').getByTestId('add-to-cart')).toBeVisible();

      const text = await mainText(page);
      expect(text).not.toContain('{{');
      expect(text).toContain(facts.productSize);
      expect(text).toContain(example.claims.rating!.toLocaleString(lang));
      if (lang !== 'nl') expect(text.match(dutchWords)?.[0], `Dutch word on /${lang}`).toBeUndefined();
    },
  );
}

test('the FAQ accordions open one answer at a time', async ({ page }) => {
  await page.goto('/nl');
  const items = page.getByTestId('product-faq').locator('details');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeVisible();
  await items.nth(3).locator('summary').click();
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(items.nth(0).locator('p')).toBeHidden();
  // The usage list is a group of its own: opening it leaves the product answer open.
  await page.getByTestId('usage-faq').locator('summary').first().click();
  await expect(items.nth(3)).toHaveAttribute('open', '');
});

test('the order button of the product block puts the planner in the cart', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.getByTestId('product-block').getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-drawer')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!));
}

test(
  'the home page describes the product, its FAQ and the shop as valid JSON-LD',
  HTTP_ONLY,
  async ({ request }) => {
    const data = structuredData(await (await request.get('/fr')).text());
    const product = data.find((item) => item['@type'] === 'Product') as {
      offers: Record<string, unknown>;
      aggregateRating: Record<string, unknown>;
    };
    expect(product.offers).toMatchObject({
      price: '29.95',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(product.aggregateRating).toMatchObject({
      ratingValue: example.claims.rating,
      reviewCount: example.claims.reviewCount,
    });
    const faq = data.find((item) => item['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
    expect(faq.mainEntity).toHaveLength(13);
    expect(faq.mainEntity[0]!.name).toBe('Quelle est la taille du planificateur\u202f?');
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: example.identity.tradeName,
    });
  },
);

test('every page has its own title, description and Open Graph locale', HTTP_ONLY, async ({ request }) => {
  // Within a language no two pages share a title (checkout redirects home while the cart is empty).
  const seen = new Map<string, string>();
  for (const route of localizedRoutes().filter((r) => !r.id.startsWith('checkout.'))) {
    const html = await (await request.get(`/${route.path}`)).text();
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(title, route.path).toBeTruthy();
    const key = `${route.path.split('/')[0]} ${title}`;
    expect(seen.get(key), `${route.path} repeats a title`).toBeUndefined();
    seen.set(key, route.path);
    expect(html, route.path).toMatch(/<meta name="description" content="[^"]{20,}"/);
  }
  const german = await (await request.get('/de/agb')).text();
  expect(german).toContain('<meta property="og:locale" content="de_DE"/>');
  expect(german).toContain('<meta property="og:locale:alternate" content="nl_NL"/>');
  expect(german).toContain('<meta name="twitter:card" content="summary_large_image"/>');
});

test(
  'the sitemap lists every localized page with its alternates',
  HTTP_ONLY,
  async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const entryFor = (path: string) =>
      entries.find((entry) => entry.includes(`<loc>${baseURL}${path}</loc>`));
    const about = entryFor(href('about', 'en'));
    expect(about).toBeDefined();
    for (const lang of pageLanguages('about'))
      expect(about).toContain(`hreflang="${lang}" href="${baseURL}${href('about', lang)}"`);
    expect(about).toContain(`hreflang="x-default" href="${baseURL}${href('about', 'nl')}"`);
    const dutchOnly = entryFor(href('landingFamilyPlanner', 'nl'));
    expect(dutchOnly).toContain('hreflang="nl"');
    expect(dutchOnly).not.toContain('hreflang="en"');
    expect(entryFor('/nl/checkout')).toBeUndefined();
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  },
);

test(
  'the hero image is preloaded, sized and light; images below the fold load lazily',
  SERVER_HTML,
  async ({ page, request }) => {
    const html = await (await request.get('/nl')).text();
    const preload = html.match(/<link[^>]*rel="preload" as="image"[^>]*>/)?.[0];
    expect(preload).toMatch(/imageSrcSet="[^"]*planner-1280\.avif 1280w/i);
    await page.goto('/nl');
    const hero = page.locator('main section').first().locator('img');
    await expect(hero).toHaveAttribute('width', '1200');
    await expect(hero).toHaveAttribute('height', '600');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(page.locator('#product img')).toHaveAttribute('loading', 'lazy');
    for (const file of ['planner-1280.avif', 'planner-1280.webp']) {
      const bytes = (await (await request.get(`/images/${file}`)).body()).length;
      expect(bytes, file).toBeLessThan(100_000);
    }
    for (const icon of ['/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest']) {
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
  },
);

test(
  'the sample reviews carry a written-out date and, by default, no verified-purchase flag',
  SERVER_HTML,
  async ({ page }) => {
    await page.goto('/nl');
    const reviews = page.getByTestId('review');
    await expect(reviews).toHaveCount(3);
    await expect(reviews.first().getByTestId('review-date')).toHaveText('4 oktober 2026');
    await expect(reviews.first().locator('time')).toHaveAttribute('datetime', '2026-10-04');
    await expect(page.getByTestId('review-verified')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('Geverifieerde aankoop');
    await page.goto('/fr');
    await expect(page.getByTestId('review').first().getByTestId('review-date')).toHaveText('4 octobre 2026');
  },
);
