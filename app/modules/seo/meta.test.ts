import { describe, expect, it } from 'vitest';
import { provideMetaTexts } from '~/i18n/meta-texts';
import { resources } from '~/i18n/resources';
import { seoMeta } from './meta';

provideMetaTexts((lang) => resources[lang].common);

function metaFor(pathname: string, lang: 'nl' | 'en' | 'fr' | 'de', breadcrumb = false) {
  const matches = [
    { id: 'root', loaderData: { lang } },
    { id: 'routes/shop/layout', loaderData: { origin: 'https://shop.example' } },
  ];
  return seoMeta({ matches, location: { pathname }, breadcrumb });
}

const property = (tags: ReturnType<typeof seoMeta>, name: string) =>
  tags
    .filter((tag) => (tag as { property?: string }).property === name)
    .map((tag) => (tag as { content?: string }).content);

describe('seoMeta', () => {
  it('gives the page its own title and description in the page language', () => {
    const tags = metaFor('/de/agb', 'de');
    expect(tags).toContainEqual({ title: `${resources.de.common.pages.terms.title} | Wandplanner` });
    expect(tags).toContainEqual({
      name: 'description',
      content: resources.de.common.pages.terms.description,
    });
  });

  it('names the locale and every other language of the page for Open Graph', () => {
    const tags = metaFor('/fr/faq', 'fr');
    expect(property(tags, 'og:locale')).toEqual(['fr_FR']);
    expect(property(tags, 'og:locale:alternate').sort()).toEqual(['de_DE', 'en_GB', 'nl_NL']);
    expect(property(tags, 'og:url')).toEqual(['https://shop.example/fr/faq']);
    expect(property(tags, 'og:image:width')).toEqual(['1200']);
  });

  it('offers no alternates for a Dutch-only page', () => {
    const tags = metaFor('/nl/grote-wandkalender', 'nl');
    expect(property(tags, 'og:locale:alternate')).toEqual([]);
    const hreflangs = tags.filter((tag) => (tag as { rel?: string }).rel === 'alternate');
    expect(hreflangs.map((tag) => (tag as { hrefLang?: string }).hrefLang)).toEqual(['nl', 'x-default']);
  });

  it('adds a breadcrumb from the home page to this page when asked, in the page language', () => {
    const jsonLds = (tags: ReturnType<typeof seoMeta>) =>
      tags.flatMap((tag) => {
        const value = (tag as { 'script:ld+json'?: { '@type': string } })['script:ld+json'];
        return value ? [value] : [];
      });
    expect(jsonLds(metaFor('/fr/frais-de-port', 'fr'))).toEqual([]);
    expect(jsonLds(metaFor('/fr/frais-de-port', 'fr', true))).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Wandplanner', item: 'https://shop.example/fr' },
          {
            '@type': 'ListItem',
            position: 2,
            name: resources.fr.common.pages.shipping.title,
            item: 'https://shop.example/fr/frais-de-port',
          },
        ],
      },
    ]);
  });
});
