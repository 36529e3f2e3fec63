import { asc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import type { Lang } from '~/i18n/config';

export type ShopProduct = {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  stock: number;
  imageUrl: string | null;
};

function localize(row: typeof products.$inferSelect, lang: Lang): ShopProduct {
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
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? localize(row, lang) : undefined;
}

export async function listProducts(lang: Lang): Promise<ShopProduct[]> {
  const db = await getDb();
  const rows = await db.select().from(products).orderBy(asc(products.name));
  return rows.map((row) => localize(row, lang));
}
