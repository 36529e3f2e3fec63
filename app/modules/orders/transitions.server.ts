import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders } from '~/db/schema';
import { invalidateCatalog } from '~/modules/catalog/catalog.server';
import { nextInvoice } from '~/modules/invoices/invoice-number.server';
import { sellerFromIdentity } from '~/modules/invoices/seller.server';
import { logger } from '~/modules/observability/logger.server';
import { readSettings, type ShopSettings } from '~/modules/settings/settings.server';
import { queuePaidOrderEmails, writePaidOrderEmails } from './order-emails.server';
import { canTransition, type OrderStatus, releasesStock } from './status';
import { releaseStock } from './stock.server';

export type TransitionResult = { changed: boolean; status: OrderStatus | undefined };

/**
 * Moves an order to `next` inside one transaction with the order row locked (read once, there), so
 * concurrent and repeated webhooks apply a transition once: stock goes back once on
 * failed/canceled/expired; on paid the order gets its paid date and invoice number and its e-mails
 * are stored (in the same commit, so exactly once). The e-mails are written after the commit: no
 * template renders while the order and the year's invoice counter are locked. They are written from
 * the row the update returns and the settings the invoice was numbered with: nothing is read twice.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  next: OrderStatus,
  now: Date = new Date(),
): Promise<TransitionResult> {
  // Read before the transaction: the seller an invoice is frozen with, as the settings stand now.
  const shop = next === 'paid' ? await readSettings(db) : undefined;
  const seller = shop ? sellerFromIdentity(shop.identity) : undefined;
  let stockShownChanged = false;
  let paidOrder: typeof orders.$inferSelect | undefined;
  const result = await db.transaction(async (tx): Promise<TransitionResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { changed: false, status: undefined };
    if (!canTransition(order.paymentStatus, next)) return { changed: false, status: order.paymentStatus };
    const releases = releasesStock(next) && !order.stockReleasedAt;
    if (releases) stockShownChanged = (await releaseStock(tx, order.orderItems)).shownChanged;
    if (next === 'paid') await queuePaidOrderEmails(tx, order);
    // Numbered in the paying transaction (a payment that rolls back consumes no number), last
    // before the update: every payment waits for the year's counter until this one commits.
    const invoice = seller && !order.invoiceNumber ? await nextInvoice(tx, now, seller) : {};
    const [updated] = await tx
      .update(orders)
      .set({
        paymentStatus: next,
        updatedAt: now,
        ...(releases ? { stockReleasedAt: now } : {}),
        ...(next === 'paid' ? { paidAt: now } : {}),
        ...invoice,
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (next === 'paid') paidOrder = updated;
    logger.info('order status changed', { orderId, from: order.paymentStatus, to: next });
    return { changed: true, status: next };
  });
  // Pages show stock as a badge: only a changed badge (low, sold out) makes them stale.
  if (result.changed && stockShownChanged) invalidateCatalog();
  if (result.changed && paidOrder && shop) await writePaidEmails(db, paidOrder, shop);
  return result;
}

/** The payment stands whatever happens here: e-mails not written now are written by the sweeper. */
async function writePaidEmails(db: Db, order: typeof orders.$inferSelect, shop: ShopSettings): Promise<void> {
  try {
    await writePaidOrderEmails(db, order, shop);
  } catch (error) {
    logger.error('writing the paid order e-mails failed; the sweeper retries', {
      orderId: order.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
