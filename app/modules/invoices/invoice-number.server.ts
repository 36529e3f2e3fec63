import { eq } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client.server';
import { invoiceCounters, orders } from '~/db/schema';
import { formatInvoiceNumber, invoiceYear } from './invoice-number';
import { nextInSeries } from './number-series.server';
import { currentSeller } from './seller.server';

/**
 * Gives a paid order its invoice number; call it INSIDE the transaction that marks the order paid.
 *
 * Gapless: nextInSeries holds the year's counter row lock until the paying transaction ends.
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
  const sequence = await nextInSeries(tx, invoiceCounters, year);
  const invoiceNumber = formatInvoiceNumber(year, sequence);
  // The seller block is frozen with the number: later edits of the settings leave this invoice alone.
  const invoiceSeller = await currentSeller(tx);
  await tx.update(orders).set({ invoiceNumber, invoiceSeller }).where(eq(orders.id, orderId));
  return invoiceNumber;
}
