import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client.server';
import { invoiceCounters, orders } from '~/db/schema';
import { formatInvoiceNumber, invoiceYear } from './invoice-number';
import { currentSeller } from './seller.server';

/**
 * Gives a paid order its invoice number; call it INSIDE the transaction that marks the order paid.
 *
 * Gapless: the upsert below takes the year's counter row lock and holds it until the transaction
 * ends, so a number is only consumed when the paying transaction commits (a rollback rolls the
 * counter back too) and concurrent payments queue on the row instead of sharing a number.
 * Idempotent: the order row is locked first, so a repeated or concurrent call for the same order
 * sees the number the first call stored.
 */
export async function assignInvoiceNumber(tx: Db | Tx, orderId: string, paidAt: Date): Promise<string> {
  const [order] = await tx
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new Error(`order ${orderId} not found`);
  if (order.invoiceNumber) return order.invoiceNumber;

  const year = invoiceYear(paidAt);
  // INSERT ... ON CONFLICT DO UPDATE is atomic in PostgreSQL: the first invoice of a year creates
  // the row, every later one increments it under the row lock.
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter upsert returned no row');

  const invoiceNumber = formatInvoiceNumber(year, counter.lastNumber);
  // The seller block is frozen with the number: later edits of the settings leave this invoice alone.
  const invoiceSeller = await currentSeller(tx);
  await tx.update(orders).set({ invoiceNumber, invoiceSeller }).where(eq(orders.id, orderId));
  return invoiceNumber;
}
