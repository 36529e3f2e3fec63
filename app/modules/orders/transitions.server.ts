import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders, products } from '~/db/schema';
import { invalidateCatalog } from '~/modules/catalog/catalog.server';
import { assignInvoiceNumber } from '~/modules/invoices/invoice-number.server';
import { logger } from '~/modules/observability/logger.server';
import { enqueueInvoiceEmail, enqueueOrderConfirmation } from './order-emails.server';
import { canTransition, type OrderStatus, releasesStock } from './status';

export type TransitionResult = { changed: boolean; status: OrderStatus | undefined };

/**
 * Moves an order to `next` inside one transaction with the order row locked, so concurrent and
 * repeated webhooks apply a transition once: stock goes back once on failed/canceled/expired; on paid
 * the order gets its paid date and its e-mails are queued (in the same commit, so exactly once).
 */
export async function transitionOrder(db: Db, orderId: string, next: OrderStatus): Promise<TransitionResult> {
  const result = await db.transaction(async (tx): Promise<TransitionResult> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { changed: false, status: undefined };
    if (!canTransition(order.paymentStatus, next)) return { changed: false, status: order.paymentStatus };
    const now = new Date();
    if (releasesStock(next) && !order.stockReleasedAt) {
      for (const item of order.orderItems) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${item.quantity}` })
          .where(eq(products.id, item.productId));
      }
    }
    await tx
      .update(orders)
      .set({
        paymentStatus: next,
        updatedAt: now,
        ...(releasesStock(next) && !order.stockReleasedAt ? { stockReleasedAt: now } : {}),
        ...(next === 'paid' ? { paidAt: now } : {}),
      })
      .where(eq(orders.id, orderId));
    if (next === 'paid') {
      await onPaid(tx, orderId, now);
    }
    logger.info('order status changed', { orderId, from: order.paymentStatus, to: next });
    return { changed: true, status: next };
  });
  if (result.changed && releasesStock(next)) invalidateCatalog();
  return result;
}

async function onPaid(tx: Db, orderId: string, paidAt: Date) {
  // The confirmation needs no invoice number: it is queued before the number is taken, because the
  // year's counter row stays locked until this transaction commits and every other payment waits.
  await enqueueOrderConfirmation(tx, orderId, { kind: 'paid' });
  // Numbered in the paying transaction, so a payment that rolls back consumes no number.
  await assignInvoiceNumber(tx, orderId, paidAt);
  await enqueueInvoiceEmail(tx, orderId, { kind: 'paid' });
}
