import type { Db, Tx } from '~/db/client.server';
import { type InvoiceSellerSnapshot, invoiceCounters } from '~/db/schema';
import { formatInvoiceNumber, invoiceYear } from './invoice-number';
import { nextInSeries } from './number-series.server';

/**
 * The invoice fields of an order being paid: the next number of the payment's year and the seller
 * frozen with it (later edits of the settings leave this invoice alone). Call it INSIDE the paying
 * transaction, with the order row locked there and known to have no number yet, and store the result
 * on the order in that same transaction.
 *
 * Gapless: nextInSeries holds the year's counter row lock until the paying transaction ends, so a
 * rolled-back payment consumes no number. Every payment of the year waits for that lock: take the
 * number as the last step before the order's update, so it is held for one statement and the commit.
 */
export async function nextInvoice(
  tx: Db | Tx,
  paidAt: Date,
  seller: InvoiceSellerSnapshot,
): Promise<{ invoiceNumber: string; invoiceSeller: InvoiceSellerSnapshot }> {
  const year = invoiceYear(paidAt);
  const sequence = await nextInSeries(tx, invoiceCounters, year);
  return { invoiceNumber: formatInvoiceNumber(year, sequence), invoiceSeller: seller };
}
