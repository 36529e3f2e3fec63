import { asc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { products } from '~/db/schema';
import { invalidateCatalog } from '~/modules/catalog/catalog.server';
import { logger } from '~/modules/observability/logger.server';
import type { ProductInput } from './product-form';

export type Product = typeof products.$inferSelect;

/** Every product for the admin's list, by name. */
export async function listProducts(): Promise<Product[]> {
  const db = await getDb();
  return db.select().from(products).orderBy(asc(products.name));
}

export async function findProduct(id: string) {
  const db = await getDb();
  const [product] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return product;
}

/**
 * Creates the product (`existingId` undefined) or updates it; the shop's catalog snapshot is
 * dropped so the next page shows the change. 'duplicate': a new product with an id already taken;
 * 'failed': the database refused (logged), nothing changed.
 */
export async function saveProduct(
  existingId: string | undefined,
  input: ProductInput,
): Promise<'saved' | 'duplicate' | 'failed'> {
  const values = {
    name: input.name,
    description: input.description || null,
    priceCents: input.price,
    stock: input.stock,
    imageUrl: input.imageUrl || null,
  };
  const db = await getDb();
  try {
    if (existingId === undefined) {
      const inserted = await db
        .insert(products)
        .values({ id: input.id as string, ...values })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (inserted.length === 0) return 'duplicate';
    } else {
      await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, existingId));
    }
  } catch (error) {
    logger.error('product save failed', { error: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
  invalidateCatalog();
  return 'saved';
}
