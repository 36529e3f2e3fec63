import { expect, type Page, test } from '@playwright/test';
import { type Lang, languages } from '../../app/i18n/config';
import { href } from '../../app/i18n/pages';
import { visit } from './support/navigation';
import { SERVER_HTML } from './support/tags';

/** Everyday Dutch words that never occur in English, French or German copy. */
const dutchWords = /\b(het|een|voor|jouw|bestel|gratis|verzending|klanten|vragen|werkdagen|bekijk)\b/i;

const storyHeading: Record<Lang, string> = {
  nl: 'Ons verhaal',
  en: 'Our story',
  fr: 'Notre histoire',
  de: 'Unsere Geschichte',
};
const faqGroups: Record<Lang, [string, string]> = {
  nl: ['Product & Specificaties', 'Gebruik & Tips'],
  en: ['Product & specifications', 'Use & tips'],
  fr: ['Produit & caractéristiques', 'Utilisation & astuces'],
  de: ['Produkt & Technische Daten', 'Nutzung & Tipps'],
};
const blogSubtitle: Record<Lang, string> = {
  nl: 'Tips, inspiratie en handige trucs voor jouw planning',
  en: 'Tips, inspiration and handy tricks for your planning',
  fr: 'Astuces, inspiration et conseils pratiques pour votre organisation',
  de: 'Tipps, Inspiration und praktische Tricks für Ihre Planung',
};
const articles = [
  { id: 'blogBulletJournal', title: 'Creatieve bullet journal ideeën', readTime: '12 min leestijd' },
  { id: 'blogWeekPlanner', title: 'Zelf een weekplanner maken', readTime: '8 min leestijd' },
] as const;

function structuredData(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!));
}

async function expectNoDutch(page: Page, lang: Lang) {
  if (lang === 'nl') return;
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text.match(dutchWords)?.[0], `Dutch word on a ${lang} page`).toBeUndefined();
}

for (const lang of languages) {
  test(
    `about page (${lang}): story, three cards and links to the planner and the contact page`,
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(href('about', lang));
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 2, name: storyHeading[lang] })).toBeVisible();
      await expect(page.getByTestId('about-story').locator('p').first()).toBeVisible();
      const cards = page.getByTestId('about-cards').locator(':scope > li');
      await expect(cards).toHaveCount(3);
      for (const card of await cards.all())
        await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      const cta = page.getByTestId('about-cta').getByRole('link');
      await expect(cta).toHaveCount(2);
      await expect(cta.nth(0)).toHaveAttribute('href', href('home', lang, 'product'));
      await expect(cta.nth(1)).toHaveAttribute('href', href('contact', lang));
      await expectNoDutch(page, lang);
      await cta.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`${href('contact', lang)}$`));
    },
  );

  test(
    `FAQ page (${lang}): two groups of questions, a contact box and matching FAQPage JSON-LD`,
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(href('faq', lang));
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      for (const name of faqGroups[lang]) {
        await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
      }
      let shown = 0;
      for (const group of ['product', 'usage']) {
        const count = await page.getByTestId(`faq-group-${group}`).locator('details').count();
        expect(count, group).toBeGreaterThanOrEqual(6);
        expect(count, group).toBeLessThanOrEqual(8);
        shown += count;
      }
      const contact = page.getByTestId('faq-contact');
      await expect(contact.getByRole('link')).toHaveAttribute('href', href('contact', lang));
      // The cart is empty: the order button puts a planner in it on its way to the checkout.
      await expect(contact.getByTestId('cta-order')).toBeVisible();
      await expectNoDutch(page, lang);

      const faq = structuredData(await page.content()).find((item) => item['@type'] === 'FAQPage') as {
        mainEntity: { name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity).toHaveLength(shown);
      const questions = await main.locator('summary').allInnerTexts();
      expect(faq.mainEntity.map((item) => item.name)).toEqual(questions.map((q) => q.trim()));
      expect(faq.mainEntity.every((item) => item.acceptedAnswer.text.length > 20)).toBe(true);
    },
  );
}

test("'Direct bestellen' on the FAQ page with an empty cart adds a planner and goes to checkout", async ({
  page,
}) => {
  await visit(page, href('faq', 'nl'));
  await page.getByTestId('faq-contact').getByRole('button', { name: 'Direct bestellen' }).click();
  await expect(page).toHaveURL(/\/nl\/checkout$/);
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // With the planner in the cart the same button is a plain link to the checkout: nothing added.
  await visit(page, href('faq', 'nl'));
  await page.getByTestId('faq-contact').getByRole('link', { name: 'Direct bestellen' }).click();
  await expect(page).toHaveURL(/\/nl\/checkout$/);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('FAQ accordions: opening a question closes the open one of its own group only', async ({ page }) => {
  await page.goto(href('faq', 'nl'));
  const product = page.getByTestId('faq-group-product').locator('details');
  const usage = page.getByTestId('faq-group-usage').locator('details');
  await expect(product.nth(0).locator('p')).toBeHidden();
  await product.nth(0).locator('summary').click();
  await expect(product.nth(0).locator('p')).toBeVisible();
  await product.nth(2).locator('summary').click();
  await expect(product.nth(2).locator('p')).toBeVisible();
  await expect(product.nth(0).locator('p')).toBeHidden();
  await usage.nth(1).locator('summary').click();
  await expect(usage.nth(1).locator('p')).toBeVisible();
  await expect(product.nth(2).locator('p')).toBeVisible();
});

test(
  'blog index (nl): two article cards with read times whose "Lees meer" links open the articles',
  SERVER_HTML,
  async ({ page, request }) => {
    await page.goto(href('blog', 'nl'));
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText(blogSubtitle.nl)).toBeVisible();
    const cards = page.getByTestId('blog-card');
    await expect(cards).toHaveCount(2);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
      await expect(card.getByTestId('read-time')).toHaveText(article.readTime);
      const image = card.getByRole('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width', /\d+/);
      const source = await image.getAttribute('src');
      expect((await request.get(source!)).headers()['content-type']).toContain('image/svg+xml');
      await expect(card.getByRole('link', { name: /Lees meer/ })).toHaveAttribute(
        'href',
        href(article.id, 'nl'),
      );
    }
    await cards
      .nth(1)
      .getByRole('link', { name: /Lees meer/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href('blogWeekPlanner', 'nl')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[1].title);
  },
);

for (const lang of ['en', 'fr', 'de'] as const) {
  test(
    `blog index (${lang}): translated heading and an honest Dutch-only note, no link to a Dutch article`,
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(href('blog', lang));
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.getByText(blogSubtitle[lang])).toBeVisible();
      await expect(page.getByTestId('blog-card')).toHaveCount(0);
      const note = page.getByTestId('blog-dutch-only');
      await expect(note).toBeVisible();
      await expect(note.getByRole('link')).toHaveCount(2);
      await expect(note.getByRole('link').first()).toHaveAttribute('href', href('faq', lang));
      await expect(page.locator('a[href*="/blog/"]')).toHaveCount(0);
      await expectNoDutch(page, lang);
    },
  );
}

for (const article of articles) {
  test(
    `article "${article.title}": read time, a call to action to /nl and the way back to the blog`,
    SERVER_HTML,
    async ({ page }) => {
      await page.goto(href(article.id, 'nl'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page.getByTestId('read-time')).toHaveText(article.readTime);
      expect(await page.locator('main .prose h2').count()).toBeGreaterThanOrEqual(5);
      await expect(page.getByTestId('post-cta').getByRole('link')).toHaveAttribute(
        'href',
        href('home', 'nl', 'product'),
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      const posting = structuredData(await page.content()).find((item) => item['@type'] === 'BlogPosting');
      expect(posting).toMatchObject({ headline: article.title, inLanguage: 'nl-NL' });
      expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(posting?.publisher).toMatchObject({ '@type': 'Organization' });
      const back = page.getByRole('link', { name: 'Terug naar blog' });
      await expect(back.first()).toHaveAttribute('href', href('blog', 'nl'));
      await back.last().click();
      await expect(page).toHaveURL(new RegExp(`${href('blog', 'nl')}$`));
      await expect(page.getByTestId('blog-card')).toHaveCount(2);
    },
  );
}
