import { z } from 'zod';
import type { Lang } from '~/i18n/config';
import { formatMoney } from '~/i18n/format';
import type { PageId } from '~/i18n/pages';
import { getProduct, type ShopProduct } from '~/modules/catalog/catalog.server';
import { STANDARD_PRODUCT_ID, XL_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { type ContentVars, renderContent } from './content.server';
import { contentVars } from './content-vars.server';

/**
 * The Dutch product landing pages: which text each page reads and which products it sells. The
 * first product is the one the hero and the closing order button add; a second one (the XL on the
 * big wall calendar page) is offered beside it.
 */
export const landingPages = {
  landingBigWallCalendar: {
    file: 'landing/grote-wandkalender',
    products: [STANDARD_PRODUCT_ID, XL_PRODUCT_ID],
  },
  landingBigCalendar: { file: 'landing/grote-kalender', products: [STANDARD_PRODUCT_ID] },
  landingFamilyPlanner: { file: 'landing/gezin-en-familieplanner', products: [STANDARD_PRODUCT_ID] },
  landingWhiteboardPlanner: { file: 'landing/whiteboard-jaarplanner', products: [STANDARD_PRODUCT_ID] },
  landingFamilyWeekPlanner: {
    file: 'landing/weekplanner-familie-whiteboard',
    products: [STANDARD_PRODUCT_ID],
  },
} satisfies Partial<Record<PageId, { file: string; products: string[] }>>;

export type LandingPageId = keyof typeof landingPages;

export function isLandingPage(id: PageId): id is LandingPageId {
  return id in landingPages;
}

const titled = <T extends z.ZodType>(items: T) => z.object({ title: z.string().min(1), items });
const text = z.string().min(1);

/**
 * The front matter every landing text must have. Parsing it at render time turns a missing or
 * misspelt section into a failing unit test instead of an empty block on the live page.
 */
export const landingFrontMatter = z.object({
  hero: z.object({ title: text, subtitle: text, imageAlt: text }),
  benefits: titled(
    z
      .array(z.object({ title: text, text }))
      .min(4)
      .max(6),
  ),
  /** Heading above the Markdown body (the page's long copy). */
  story: z.object({ title: text }),
  specs: titled(z.array(z.object({ label: text, value: text })).min(1)).optional(),
  /** Shown only on pages that sell more than one product. */
  offers: z.object({ title: text, intro: text }).optional(),
  testimonials: titled(z.array(z.object({ name: text, place: text, text })).length(3)),
  faq: titled(z.array(z.object({ q: text, a: text })).min(4)),
  cta: z.object({ title: text, text }),
});

export type LandingText = z.infer<typeof landingFrontMatter> & { html: string };

export function landingText(id: LandingPageId, vars: ContentVars): LandingText {
  const doc = renderContent('nl', landingPages[id].file, vars);
  return { ...landingFrontMatter.parse(doc.meta), html: doc.html };
}

/** The products a landing page sells, as the database has them now; missing rows are left out. */
export async function landingProducts(id: LandingPageId, lang: Lang): Promise<ShopProduct[]> {
  const rows = await Promise.all(landingPages[id].products.map((productId) => getProduct(productId, lang)));
  return rows.filter((row): row is ShopProduct => row !== undefined);
}

/**
 * The shop's content variables plus the XL price, so a text can name it without spelling it out.
 * Empty when the XL row is gone; the only text that names it sits in the offers block, which is
 * not rendered then.
 */
export async function landingVars(lang: Lang, products: ShopProduct[]): Promise<ContentVars> {
  const xl =
    products.find((product) => product.id === XL_PRODUCT_ID) ?? (await getProduct(XL_PRODUCT_ID, lang));
  return { ...(await contentVars(lang)), xlPrice: xl ? formatMoney(xl.priceCents, lang) : '' };
}
