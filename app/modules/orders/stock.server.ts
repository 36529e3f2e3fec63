import { sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { products } from '~/db/schema';
import { stockState } from '~/modules/catalog/stock';

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

/** Stock as it changed: whether a page would now show it differently (a badge, sold out). */
export type StockChange = { shownChanged: boolean };

/**
 * Whether any product's badge changed: above the low-stock threshold every count reads 'in stock',
 * so most orders leave the pages (and the shared page store) as they are.
 */
function shownChanged(result: unknown, delta: number): boolean {
  // Both drivers (node-postgres, PGlite) answer { rows }.
  const rows = (result as { rows: { stock: number; quantity: number }[] }).rows;
  return rows.some(
    (row) =>
      JSON.stringify(stockState(row.stock)) !== JSON.stringify(stockState(row.stock - delta * row.quantity)),
  );
}

/**
 * Takes the lines' stock in one statement, each product only if enough is left (the database
 * decides: concurrent checkouts can never take stock below zero). Undefined when any product is
 * short: the caller rolls its transaction back, so nothing stays taken.
 */
export async function reserveStock(tx: Db, lines: Line[]): Promise<StockChange | undefined> {
  const { count, values } = linesTable(lines);
  if (count === 0) return { shownChanged: false };
  const reserved = await tx.execute(sql`
    update ${products} set stock = ${products.stock} - line.quantity, updated_at = now()
    from (values ${values}) as line(product_id, quantity)
    where ${products.id} = line.product_id and ${products.stock} >= line.quantity
    returning ${products.stock} as stock, line.quantity as quantity`);
  if ((reserved as unknown as { rows: unknown[] }).rows.length !== count) return undefined;
  return { shownChanged: shownChanged(reserved, -1) };
}

/** Gives the lines' stock back in one statement (an order that will not be paid). */
export async function releaseStock(tx: Db, lines: Line[]): Promise<StockChange> {
  const { count, values } = linesTable(lines);
  if (count === 0) return { shownChanged: false };
  const released = await tx.execute(sql`
    update ${products} set stock = ${products.stock} + line.quantity
    from (values ${values}) as line(product_id, quantity)
    where ${products.id} = line.product_id
    returning ${products.stock} as stock, line.quantity as quantity`);
  return { shownChanged: shownChanged(released, 1) };
}
