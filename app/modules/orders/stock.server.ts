import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { products } from '~/db/schema';

type Line = { productId: string; quantity: number };

/**
 * The lines as one VALUES list, one row per product (quantities of a product listed twice added
 * up: an UPDATE ... FROM applies one joined row per product), in id order, so concurrent orders
 * lock their products in the same order and cannot deadlock.
 */
function linesTable(lines: Line[]) {
  const byProduct = new Map<string, number>();
  for (const line of lines)
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  const rows = [...byProduct].sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    count: rows.length,
    values: sql.join(
      rows.map(([id, quantity]) => sql`(${id}, ${quantity}::int)`),
      sql`, `,
    ),
  };
}

/**
 * Takes the lines' stock in one statement, each product only if enough is left (the database
 * decides: concurrent checkouts can never take stock below zero). False when any product is short:
 * the caller rolls its transaction back, so nothing stays taken.
 */
export async function reserveStock(tx: Db, lines: Line[]): Promise<boolean> {
  const { count, values } = linesTable(lines);
  if (count === 0) return true;
  const reserved = await tx.execute(sql`
    update ${products} set stock = ${products.stock} - line.quantity, updated_at = now()
    from (values ${values}) as line(product_id, quantity)
    where ${products.id} = line.product_id and ${products.stock} >= line.quantity
    returning ${products.id}`);
  // Both drivers (node-postgres, PGlite) answer { rows }.
  return (reserved as unknown as { rows: unknown[] }).rows.length === count;
}

/** Gives the lines' stock back in one statement (an order that will not be paid). */
export async function releaseStock(tx: Db, lines: Line[]): Promise<void> {
  const { count, values } = linesTable(lines);
  if (count === 0) return;
  await tx.execute(sql`
    update ${products} set stock = ${products.stock} + line.quantity
    from (values ${values}) as line(product_id, quantity)
    where ${products.id} = line.product_id`);
}
