import { describe, expect, it } from 'vitest';
import { languages } from './config';
import { redirectTarget } from './legacy';
import {
  alternates,
  carriedQuery,
  href,
  localizedParamRoutes,
  localizedRoutes,
  orderPagePath,
  pageIds,
  pageLanguages,
  resolvePath,
} from './pages';

describe('page table', () => {
  it('gives every shared page a path in all four languages and the Dutch-only pages only in nl', () => {
    expect(href('quote', 'de')).toBe('/de/angebot-anfragen');
    expect(href('faq', 'nl')).toBe('/nl/veelgestelde-vragen');
    expect(href('home', 'fr', 'product')).toBe('/fr#product');
    expect(pageLanguages('landingFamilyPlanner')).toEqual(['nl']);
    expect(href('blogBulletJournal', 'en')).toBe('/nl/blog/creatieve-bullet-journal-ideeen');
  });

  it('resolves each route path back to its page and language, also for data requests', () => {
    for (const route of localizedRoutes()) {
      const resolved = resolvePath(`/${route.path}`);
      expect(`${resolved?.id}.${resolved?.lang}`).toBe(route.id);
    }
    expect(resolvePath('/en.data')).toEqual({ id: 'home', lang: 'en' });
    expect(resolvePath('/en/about-us/')).toEqual({ id: 'about', lang: 'en' });
    expect(resolvePath('/en/over-ons')).toBeUndefined();
  });

  it("puts each order's page below the localized order path, never in the sitemap's page list", () => {
    expect(orderPagePath('fr', 'abc')).toBe('/fr/commande/abc');
    expect(localizedParamRoutes(true).map((r) => r.path)).toContain('de/bestellung/:token');
    expect(localizedParamRoutes(false).map((r) => r.path)).toContain('nl/bestelling/:token/invoice.pdf');
    expect(resolvePath('/nl/bestelling/abc')).toBeUndefined();
  });

  it('has no two pages on the same path', () => {
    const paths = localizedRoutes().map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('lists alternates per language for hreflang and the switcher', () => {
    expect(alternates('privacy').map((a) => a.path)).toEqual([
      '/nl/privacybeleid',
      '/en/privacy-policy',
      '/fr/politique-de-confidentialite',
      '/de/datenschutz',
    ]);
    for (const id of pageIds) expect(alternates(id).length).toBeGreaterThan(0);
  });

  it('carries over only the query parameters a page needs in another language', () => {
    expect(carriedQuery('orderSuccess', '?orderId=abc&utm_source=x')).toBe('?orderId=abc');
    expect(carriedQuery('orderSuccess', '')).toBe('');
    expect(carriedQuery('faq', '?cart=open')).toBe('');
  });
});

describe('redirects', () => {
  it('sends the French alternative readings to the canonical slug', () => {
    expect(redirectTarget('/fr/politique-confidentialite', 'nl')).toBe('/fr/politique-de-confidentialite');
    expect(redirectTarget('/fr/frais-livraison', 'nl')).toBe('/fr/frais-de-port');
    expect(redirectTarget('/fr/politique-retour', 'nl')).toBe('/fr/politique-de-retour');
  });

  it('sends unprefixed slugs to the visitor language where the page exists there', () => {
    expect(redirectTarget('/offerte-aanvragen', 'nl')).toBe('/nl/offerte-aanvragen');
    expect(redirectTarget('/offerte-aanvragen', 'en')).toBe('/en/quote-request');
    expect(redirectTarget('/veelgestelde-vragen', 'nl')).toBe('/nl/veelgestelde-vragen');
    expect(redirectTarget('/checkout', 'fr')).toBe('/fr/checkout');
    expect(redirectTarget('/blog/zelf-een-weekplanner-maken', 'de')).toBe(
      '/nl/blog/zelf-een-weekplanner-maken',
    );
    expect(redirectTarget('/grote-kalender', 'en')).toBe('/nl/grote-kalender');
  });

  it('sends old shop paths to the Dutch pages', () => {
    expect(redirectTarget('/shop', 'en')).toBe('/nl#product');
    expect(redirectTarget('/my-account', 'nl')).toBe('/nl');
    expect(redirectTarget('/policies/refund-policy', 'nl')).toBe('/nl/retourbeleid');
    expect(redirectTarget('/products/whiteboard-jaarplanner-2026', 'nl')).toBe('/nl#product');
    expect(redirectTarget('/blogs/nieuws/oud-artikel', 'nl')).toBe('/nl/blog');
    // The bare paths the spec lists as redirects too.
    expect(redirectTarget('/policies', 'nl')).toBe('/nl/algemene-voorwaarden');
    expect(redirectTarget('/product', 'en')).toBe('/nl#product');
  });

  it('leaves unknown paths and other languages alone', () => {
    expect(redirectTarget('/es/contact', 'nl')).toBeUndefined();
    expect(redirectTarget('/nope', 'nl')).toBeUndefined();
    for (const lang of languages) expect(redirectTarget(`/${lang}/nope`, lang)).toBeUndefined();
  });
});
