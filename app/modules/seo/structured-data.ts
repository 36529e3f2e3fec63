import { facts } from '~/modules/catalog/facts';
import type { ShopSettings } from '~/modules/settings/settings.server';

/**
 * schema.org objects for JSON-LD (a loader hands them to `describePage`). Only facts, database
 * values and catalog texts go in, so the structured data says what the page says.
 */

type JsonLd = Record<string, unknown>;

export function faqPageJsonLd(items: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Crumbs from the home page down to the current page; `url` absolute. */
export function breadcrumbJsonLd(crumbs: { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function organizationJsonLd(origin: string, settings: Pick<ShopSettings, 'identity'>): JsonLd {
  const identity = settings.identity;
  const social = [identity.instagram, identity.facebook, identity.pinterest].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: identity.tradeName,
    legalName: identity.legalName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    email: identity.email,
    telephone: identity.phone,
    vatID: identity.vatId,
    address: {
      '@type': 'PostalAddress',
      streetAddress: identity.street,
      postalCode: identity.postalCode,
      addressLocality: identity.city,
      addressCountry: identity.countryCode,
    },
    ...(social.length > 0 ? { sameAs: social } : {}),
  };
}

/** Schema.org wants the price as a plain decimal string with a dot: 2995 cents -> "29.95". */
export function schemaPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The product with its offer; the rating only when the merchant states both figures (settings). */
export function productJsonLd(
  settings: Pick<ShopSettings, 'identity' | 'claims'>,
  input: {
    id: string;
    name: string;
    description: string | null;
    priceCents: number;
    stock: number;
    url: string;
    image: string;
  },
): JsonLd {
  const { identity, claims } = settings;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: input.id,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    image: input.image,
    brand: { '@type': 'Brand', name: identity.tradeName },
    offers: {
      '@type': 'Offer',
      url: input.url,
      price: schemaPrice(input.priceCents),
      priceCurrency: 'EUR',
      availability: input.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: identity.tradeName },
    },
    ...(claims.rating !== undefined && claims.reviewCount
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: claims.rating,
            bestRating: facts.ratingMax,
            reviewCount: claims.reviewCount,
          },
        }
      : {}),
  };
}

/** A blog article; the shop itself is author and publisher (the texts carry no personal byline). */
export function blogPostingJsonLd(input: {
  headline: string;
  description: string;
  datePublished: string;
  url: string;
  image: string;
  inLanguage: string;
  wordCount: number;
  origin: string;
  shopName: string;
}): JsonLd {
  const shop = {
    '@type': 'Organization',
    name: input.shopName,
    url: `${input.origin}/`,
    logo: { '@type': 'ImageObject', url: `${input.origin}/icon-512.png` },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.datePublished,
    inLanguage: input.inLanguage,
    wordCount: input.wordCount,
    image: input.image,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    author: shop,
    publisher: shop,
  };
}
