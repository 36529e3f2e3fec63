import { asc } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import type { Lang } from '~/i18n/config';
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
const SNAPSHOT_MS = 1_000;
let snapshot: { rows: ProductRow[]; at: number; db: Db } | undefined;
let refreshing: Promise<ProductRow[]> | undefined;

async function productRows(): Promise<ProductRow[]> {
  const db = await getDb();
  // Tied to the database it came from: tests (and scripts) switch databases within one process.
  if (snapshot && snapshot.db === db && Date.now() - snapshot.at < SNAPSHOT_MS) return snapshot.rows;
  refreshing ??= (async () => {
    try {
      const rows = await db.select().from(products).orderBy(asc(products.name));
      snapshot = { rows, at: Date.now(), db };
      return rows;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/** Call after this process changed products or stock, so its own next page shows the change. */
export function invalidateCatalog(): void {
  snapshot = undefined;
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
