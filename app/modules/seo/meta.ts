import type { MetaDescriptor } from 'react-router';
import { type Lang, locales } from '~/i18n/config';
import { metaTexts } from '~/i18n/meta-texts';
import { alternates, href, isIndexable, type PageId, resolvePath } from '~/i18n/pages';
import { breadcrumbJsonLd } from './structured-data';

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export type SeoInput = {
  matches: readonly MatchLike[];
  location: { pathname: string };
  /** Overrides of the catalog's title and description for this page. */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'article' | 'product';
  extra?: MetaDescriptor[];
  /** Adds a BreadcrumbList (home, then this page) for pages one level below home. */
  breadcrumb?: boolean;
};

function dataOf<T>(matches: readonly MatchLike[], id: string): T | undefined {
  const match = matches.find((m) => m?.id === id);
  return (match?.loaderData ?? match?.data) as T | undefined;
}

/** The share card made by scripts/build-images.ts. */
const defaultImage = { path: '/images/planner-1200.jpg', width: 1200, height: 630 };

/**
 * Title, description, canonical, hreflang alternates (+ x-default), Open Graph and Twitter tags
 * for a public page, all derived from the page table so they can never disagree with the routes.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const root = dataOf<{ lang: Lang }>(input.matches, 'root');
  const catalog = root ? metaTexts(root.lang) : undefined;
  const shop = dataOf<{ origin: string }>(input.matches, 'routes/shop/layout');
  const page = resolvePath(input.location.pathname);
  if (!root || !catalog || !shop || !page) return [{ title: catalog?.brand ?? 'Wandplanner' }];
  const { lang } = root;
  const texts = catalog.pages[page.id];
  const pageTitle = input.title ?? texts?.title ?? catalog.brand;
  const title = page.id === 'home' ? `${catalog.brand} | ${pageTitle}` : `${pageTitle} | ${catalog.brand}`;
  const description = input.description ?? texts?.description ?? '';
  const url = `${shop.origin}${href(page.id, lang)}`;
  const image = `${shop.origin}${input.image ?? defaultImage.path}`;
  const others = alternates(page.id);
  return [
    { title },
    { name: 'description', content: description },
    ...(isIndexable(page.id) ? [] : [{ name: 'robots', content: 'noindex' }]),
    { tagName: 'link', rel: 'canonical', href: url },
    ...others.map((a) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: a.lang,
      href: `${shop.origin}${a.path}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: xDefault(page.id, shop.origin) },
    { property: 'og:site_name', content: catalog.brand },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(input.image
      ? []
      : [
          { property: 'og:image:width', content: String(defaultImage.width) },
          { property: 'og:image:height', content: String(defaultImage.height) },
          { property: 'og:image:type', content: 'image/jpeg' },
        ]),
    { property: 'og:image:alt', content: pageTitle },
    { property: 'og:locale', content: locales[lang].replace('-', '_') },
    ...others
      .filter((a) => a.lang !== lang)
      .map((a) => ({ property: 'og:locale:alternate', content: locales[a.lang].replace('-', '_') })),
    // X reads the title, description and image from the og: tags above when its own are absent.
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image:alt', content: pageTitle },
    ...(input.breadcrumb && page.id !== 'home'
      ? [
          jsonLd(
            breadcrumbJsonLd([
              { name: catalog.brand, url: `${shop.origin}${href('home', lang)}` },
              { name: pageTitle, url },
            ]),
          ),
        ]
      : []),
    ...(input.extra ?? []),
  ];
}

/** The root picks a language per visitor, so it is the x-default of the home page; nl for the rest. */
function xDefault(id: PageId, origin: string): string {
  return id === 'home' ? `${origin}/` : `${origin}${href(id, 'nl')}`;
}

/** JSON-LD as a meta descriptor (React Router renders it as a script tag). */
function jsonLd(value: Record<string, unknown>): MetaDescriptor {
  return { 'script:ld+json': value };
}
