import type { Lang } from './config';
import { browserCatalog } from './shipped-catalog';

/** What meta functions read of a language's catalog: the brand and each page's title and description. */
export type MetaTexts = { brand: string; pages: Record<string, { title: string; description: string }> };

let serverTexts: ((lang: Lang) => MetaTexts) | undefined;

/**
 * Called by the server's entry with its catalogs. Meta functions run on both sides; importing the
 * catalogs here would ship all four languages to the browser, and passing the texts through the
 * root loader would put every page's description into every document.
 */
export function provideMetaTexts(lookup: (lang: Lang) => MetaTexts): void {
  serverTexts = lookup;
}

/**
 * The meta texts of `lang`: the server's catalogs, or in the browser the catalog script of the
 * document (none after a client-side navigation into another language, which reloads the page).
 */
export function metaTexts(lang: Lang): MetaTexts | undefined {
  if (typeof window === 'undefined') return serverTexts?.(lang);
  const shipped = browserCatalog();
  return shipped?.lang === lang ? (shipped.catalog as unknown as MetaTexts) : undefined;
}
