import { asc } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { createTtlCache } from '~/modules/cache/ttl-cache';
import { clearPageCache } from '~/modules/http/page-cache.server';

export type ShopProduct = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
};

type ProductRow = typeof products.$inferSelect;

/**
 * What pages SHOW about products (names, prices, stock badges) comes from a snapshot at most a
 * second old, refreshed by one query however many requests wait for it: the home page then costs
 * no query at all, and with the embedded database every query blocks the event loop. Decisions
 * (adding to the cart, reserving stock, charging) never read the snapshot; they query or lock rows.
 */
// Keyed by the database it came from: tests (and scripts) switch databases within one process.
const snapshot = createTtlCache<Db, ProductRow[]>({ ttlMs: 1_000, max: 1 });

async function productRows(): Promise<ProductRow[]> {
  const db = await getDb();
  return snapshot.fetch(db, () => db.select().from(products).orderBy(asc(products.name)));
}

/** Call after this process changed products or stock, so its own next page shows the change. */
export function invalidateCatalog(): void {
  snapshot.clear();
  clearPageCache();
}

export function localizeProduct(row: ProductRow, lang: Lang): ShopProduct {
  const translated = row.translations[lang];
  return {
    id: row.id,
    name: translated?.name ?? row.name,
    description: translated?.description ?? row.description,
    priceCents: row.priceCents,
    stock: row.stock,
    imageUrl: row.imageUrl,
  };
}

export async function getProduct(id: string, lang: Lang): Promise<ShopProduct | undefined> {
  const row = (await productRows()).find((candidate) => candidate.id === id);
  return row ? localizeProduct(row, lang) : undefined;
}

export async function listProducts(lang: Lang): Promise<ShopProduct[]> {
  return (await productRows()).map((row) => localizeProduct(row, lang));
}
