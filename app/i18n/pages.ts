import { type Lang, languages } from './config';

/**
 * The one table of public pages: every route, link, language-switcher target, hreflang and sitemap
 * entry is derived from it. A page without a slug for a language does not exist in that language.
 */
type PageDef = {
  file: string;
  slugs: Partial<Record<Lang, string>>;
  /** Other readings that redirect permanently to the page (French alternatives, old shop paths). */
  aliases?: Partial<Record<Lang, string[]>>;
  /** Kept out of the sitemap and search indexes (transactional pages). */
  noindex?: boolean;
  /** Query parameters the page cannot do without: the language switcher carries them over. */
  query?: readonly string[];
};

const everywhere = (slug: string) => ({ nl: slug, en: slug, fr: slug, de: slug });

export const pages = {
  home: { file: 'routes/shop/home.tsx', slugs: everywhere('') },
  checkout: { file: 'routes/shop/checkout.tsx', slugs: everywhere('checkout'), noindex: true },
  orderSuccess: {
    file: 'routes/shop/order-success.tsx',
    slugs: everywhere('order-success'),
    noindex: true,
    query: ['orderId'],
  },
  blog: { file: 'routes/shop/blog.tsx', slugs: everywhere('blog') },
  quote: {
    file: 'routes/shop/quote.tsx',
    slugs: { nl: 'offerte-aanvragen', en: 'quote-request', fr: 'demande-devis', de: 'angebot-anfragen' },
  },
  about: {
    file: 'routes/shop/about.tsx',
    slugs: { nl: 'over-ons', en: 'about-us', fr: 'a-propos', de: 'uber-uns' },
  },
  faq: {
    file: 'routes/shop/faq.tsx',
    slugs: { nl: 'veelgestelde-vragen', en: 'faq', fr: 'faq', de: 'haufig-gestellte-fragen' },
  },
  contact: {
    file: 'routes/shop/contact.tsx',
    slugs: { nl: 'contact', en: 'contact', fr: 'contact', de: 'kontakt' },
  },
  privacy: {
    file: 'routes/shop/legal.tsx',
    slugs: {
      nl: 'privacybeleid',
      en: 'privacy-policy',
      fr: 'politique-de-confidentialite',
      de: 'datenschutz',
    },
    aliases: { fr: ['politique-confidentialite'] },
  },
  terms: {
    file: 'routes/shop/legal.tsx',
    slugs: { nl: 'algemene-voorwaarden', en: 'terms-conditions', fr: 'conditions-generales', de: 'agb' },
  },
  shipping: {
    file: 'routes/shop/legal.tsx',
    slugs: { nl: 'verzendkosten', en: 'shipping-costs', fr: 'frais-de-port', de: 'versandkosten' },
    aliases: { fr: ['frais-livraison'] },
  },
  returns: {
    file: 'routes/shop/legal.tsx',
    slugs: { nl: 'retourbeleid', en: 'return-policy', fr: 'politique-de-retour', de: 'ruckgaberecht' },
    aliases: { fr: ['politique-retour'] },
  },
  withdrawal: {
    file: 'routes/shop/withdrawal.tsx',
    slugs: { nl: 'herroepen', en: 'withdraw', fr: 'retractation', de: 'widerruf' },
  },
  /** The 'Link kwijt?' form; each order's own page lives below it (`orderPagePath`). */
  orderLookup: {
    file: 'routes/shop/order-lookup.tsx',
    slugs: { nl: 'bestelling', en: 'order', fr: 'commande', de: 'bestellung' },
    noindex: true,
  },
  blogBulletJournal: {
    file: 'routes/shop/blog-post.tsx',
    slugs: { nl: 'blog/creatieve-bullet-journal-ideeen' },
  },
  blogWeekPlanner: { file: 'routes/shop/blog-post.tsx', slugs: { nl: 'blog/zelf-een-weekplanner-maken' } },
  landingBigWallCalendar: { file: 'routes/shop/landing.tsx', slugs: { nl: 'grote-wandkalender' } },
  landingBigCalendar: { file: 'routes/shop/landing.tsx', slugs: { nl: 'grote-kalender' } },
  landingFamilyPlanner: { file: 'routes/shop/landing.tsx', slugs: { nl: 'gezin-en-familieplanner' } },
  landingWhiteboardPlanner: { file: 'routes/shop/landing.tsx', slugs: { nl: 'whiteboard-jaarplanner' } },
  landingFamilyWeekPlanner: {
    file: 'routes/shop/landing.tsx',
    slugs: { nl: 'weekplanner-familie-whiteboard' },
  },
} satisfies Record<string, PageDef>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

function def(id: PageId): PageDef {
  return pages[id];
}

export function pageLanguages(id: PageId): Lang[] {
  return languages.filter((lang) => def(id).slugs[lang] !== undefined);
}

export function pageExists(id: PageId, lang: Lang): boolean {
  return def(id).slugs[lang] !== undefined;
}

export function isIndexable(id: PageId): boolean {
  return !def(id).noindex;
}

/** The path of a page in a language; a page missing in that language falls back to its Dutch path. */
export function href(id: PageId, lang: Lang, hash?: string): string {
  const target = pageExists(id, lang) ? lang : 'nl';
  const slug = def(id).slugs[target] ?? '';
  return `/${target}${slug ? `/${slug}` : ''}${hash ? `#${hash}` : ''}`;
}

export type ResolvedPage = { id: PageId; lang: Lang };

const byPath = new Map<string, ResolvedPage>();
const aliasPaths = new Map<string, ResolvedPage>();
/** Slugs without their language prefix (`/offerte-aanvragen`, `/blog/...`), first language wins per slug. */
const bySlug = new Map<string, ResolvedPage[]>();

for (const id of pageIds) {
  for (const lang of languages) {
    const slug = def(id).slugs[lang];
    if (slug === undefined) continue;
    byPath.set(href(id, lang), { id, lang });
    if (slug) bySlug.set(slug, [...(bySlug.get(slug) ?? []), { id, lang }]);
    for (const alias of def(id).aliases?.[lang] ?? []) {
      aliasPaths.set(`/${lang}/${alias}`, { id, lang });
      bySlug.set(alias, [...(bySlug.get(alias) ?? []), { id, lang }]);
    }
  }
}

function normalize(pathname: string): string {
  const trimmed = pathname.replace(/\.data$/, '').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Which page and language a canonical path is, if any. */
export function resolvePath(pathname: string): ResolvedPage | undefined {
  return byPath.get(normalize(pathname));
}

/** Where a non-canonical path (alias, unprefixed slug) should permanently redirect, if anywhere. */
export function aliasTarget(pathname: string, preferred: Lang): string | undefined {
  const path = normalize(pathname);
  const alias = aliasPaths.get(path);
  if (alias) return href(alias.id, alias.lang);
  const candidates = bySlug.get(path.slice(1));
  if (!candidates) return undefined;
  const match = candidates.find((c) => c.lang === preferred) ?? candidates[0]!;
  const lang = pageExists(match.id, preferred) ? preferred : match.lang;
  return href(match.id, lang);
}

/** The same page in every language it exists in: the switcher, hreflang and the sitemap use this. */
export function alternates(id: PageId): { lang: Lang; path: string }[] {
  return pageLanguages(id).map((lang) => ({ lang, path: href(id, lang) }));
}

/** Route definitions for app/routes.ts. */
export function localizedRoutes(): { path: string; file: string; id: string }[] {
  return pageIds.flatMap((id) =>
    pageLanguages(id).map((lang) => ({
      path: href(id, lang).slice(1),
      file: def(id).file,
      id: `${id}.${lang}`,
    })),
  );
}

/** The part of a query string the page needs in every language ('?orderId=...'), or ''. */
export function carriedQuery(id: PageId, search: string): string {
  const page: PageDef = pages[id];
  const current = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of page.query ?? []) {
    const value = current.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** The customer's order page: the order-lookup path plus the unguessable token from the e-mails. */
export function orderPagePath(lang: Lang, token: string): string {
  return `${href('orderLookup', lang)}/${token}`;
}

/**
 * Routes that take a parameter below a page of the table (not pages of their own: no sitemap, no
 * hreflang). `layout: false` answers outside the shop layout (a file download).
 */
const paramRoutes = [
  {
    parent: 'orderLookup',
    path: ':token',
    file: 'routes/shop/order-page.tsx',
    id: 'orderPage',
    layout: true,
  },
  {
    parent: 'orderLookup',
    path: ':token/invoice.pdf',
    file: 'routes/shop/order-invoice-pdf.ts',
    id: 'orderInvoicePdf',
    layout: false,
  },
  {
    parent: 'orderLookup',
    path: ':token/credit/:refundId',
    file: 'routes/shop/order-credit-pdf.ts',
    id: 'orderCreditPdf',
    layout: false,
  },
] as const satisfies { parent: PageId; path: string; file: string; id: string; layout: boolean }[];

export function localizedParamRoutes(layout: boolean): { path: string; file: string; id: string }[] {
  return paramRoutes
    .filter((r) => r.layout === layout)
    .flatMap((r) =>
      pageLanguages(r.parent).map((lang) => ({
        path: `${href(r.parent, lang).slice(1)}/${r.path}`,
        file: r.file,
        id: `${r.id}.${lang}`,
      })),
    );
}
