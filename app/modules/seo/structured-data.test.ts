import { describe, expect, it } from 'vitest';
import { exampleSettings } from '~/modules/settings/defaults';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  productJsonLd,
  schemaPrice,
} from './structured-data';

const planner = {
  id: 'planner',
  name: 'Whiteboard Jaarplanner',
  description: null,
  priceCents: 2995,
  url: 'https://shop.example/nl#product',
  image: 'https://shop.example/images/planner-1200.jpg',
};

describe('structured data', () => {
  it('writes prices as dot decimals with two places', () => {
    expect(schemaPrice(2995)).toBe('29.95');
    expect(schemaPrice(7990)).toBe('79.90');
    expect(schemaPrice(100)).toBe('1.00');
  });

  it('offers the product in euros with availability from the stock and the rating from the facts', () => {
    const inStock = productJsonLd(exampleSettings, { ...planner, stock: 3 }) as {
      offers: Record<string, unknown>;
    } & Record<string, unknown>;
    expect(inStock.offers).toMatchObject({
      price: '29.95',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(inStock.aggregateRating).toMatchObject({
      ratingValue: exampleSettings.claims.rating,
      reviewCount: exampleSettings.claims.reviewCount,
    });
    // A rating the merchant does not state is not claimed to search engines either.
    const unrated = productJsonLd(
      { ...exampleSettings, claims: { bestseller: false, verifiedReviews: [] } },
      { ...planner, stock: 3 },
    );
    expect(unrated).not.toHaveProperty('aggregateRating');
    expect(inStock).not.toHaveProperty('description');
    const soldOut = productJsonLd(exampleSettings, { ...planner, stock: 0 }) as {
      offers: Record<string, unknown>;
    };
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('turns questions into FAQPage entities and crumbs into numbered list items', () => {
    const faq = faqPageJsonLd([{ question: 'Hoe groot?', answer: '140 x 70 cm' }]);
    expect(faq.mainEntity).toEqual([
      { '@type': 'Question', name: 'Hoe groot?', acceptedAnswer: { '@type': 'Answer', text: '140 x 70 cm' } },
    ]);
    const crumbs = breadcrumbJsonLd([
      { name: 'Home', url: 'https://shop.example/nl' },
      { name: 'Blog', url: 'https://shop.example/nl/blog' },
    ]);
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/nl' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://shop.example/nl/blog' },
    ]);
  });
});

describe('blog posting', () => {
  it('names the article, its date and language, with the shop as author and publisher', () => {
    const post = blogPostingJsonLd({
      headline: 'Zelf een weekplanner maken',
      description: 'Stap voor stap',
      datePublished: '2026-09-15',
      url: 'https://shop.example/nl/blog/zelf-een-weekplanner-maken',
      image: 'https://shop.example/images/blog/weekplanner.svg',
      inLanguage: 'nl-NL',
      wordCount: 1604,
      origin: 'https://shop.example',
      shopName: 'Wandplanner',
    });
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Zelf een weekplanner maken',
      datePublished: '2026-09-15',
      inLanguage: 'nl-NL',
      mainEntityOfPage: { '@id': 'https://shop.example/nl/blog/zelf-een-weekplanner-maken' },
    });
    expect(post.author).toEqual(post.publisher);
    expect(post.publisher).toMatchObject({ '@type': 'Organization', name: 'Wandplanner' });
  });
});
