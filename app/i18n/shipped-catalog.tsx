import { createContext, useContext } from 'react';
import type { Lang } from './config';
import type { Catalog } from './translation';

/**
 * The UI catalog of the document's language, outside the loader data: on the server from the
 * catalogs themselves (entry.server), in the browser from the cacheable catalog script the
 * document loads before the app (`window.__catalog`). Each page's HTML then carries no catalog.
 */
export type ShippedCatalog = { lang: Lang; catalog: Catalog };

export const ShippedCatalogContext = createContext<ShippedCatalog | null>(null);

/**
 * The catalog for `lang`, and whether the one shipped is of another language (a client-side
 * navigation crossed languages: the caller loads that page as a document to get its catalog).
 */
export function useShippedCatalog(lang: Lang): { catalog: Catalog | null; otherLanguage: boolean } {
  const shipped = useContext(ShippedCatalogContext);
  return {
    catalog: shipped?.lang === lang ? shipped.catalog : null,
    otherLanguage: shipped !== null && shipped.lang !== lang,
  };
}

declare global {
  interface Window {
    __catalog?: ShippedCatalog;
  }
}

/** What the catalog script left for the app, if it ran. */
export function browserCatalog(): ShippedCatalog | null {
  return typeof window === 'undefined' ? null : (window.__catalog ?? null);
}

/** The attribute that marks the catalog script, so the browser entry can wait for it. */
export const CATALOG_SCRIPT = 'data-catalog';

/**
 * Resolves once the catalog script has run (at once when it already has), or failed; a script that
 * never answers does not keep the page from hydrating for more than a few seconds.
 */
export function catalogReady(timeoutMs = 5_000): Promise<void> {
  const script = document.querySelector(`script[${CATALOG_SCRIPT}]`);
  if (window.__catalog || !script) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, timeoutMs);
  });
}
