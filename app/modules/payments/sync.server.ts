import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { orderStatusFor } from '~/modules/orders/status';
import { type TransitionResult, transitionOrder } from '~/modules/orders/transitions.server';
import { syncRefunds } from '~/modules/refunds/refund-sync.server';
import { paymentProvider } from './provider.server';

/**
 * The one status code path: ask the provider what a payment's status is (a webhook body only
 * carries an id and is unsigned) and apply it to the order that owns that payment. Unknown ids
 * are ignored, repeated and out-of-order calls change nothing once the order is final.
 */
export async function syncPayment(paymentId: string): Promise<TransitionResult> {
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.molliePaymentId, paymentId))
    .limit(1);
  if (!order) return { changed: false, status: undefined };
  // A final status never changes again: a repeated webhook needs no round trip to the provider.
  if (order.status !== 'pending') return { changed: false, status: order.status };
  const payment = await paymentProvider().getPayment(paymentId);
  if (!payment) return { changed: false, status: undefined };
  return transitionOrder(db, order.id, orderStatusFor(payment.status));
}

/**
 * What Mollie's webhook asks: the payment's status, and its refunds, since Mollie calls the same
 * webhook when a refund of the payment changes. Only an order that was already final can have
 * refunds (they are made on paid orders): not one that was open until this call, nor an unknown
 * payment, so those cost no refund lookup.
 */
export async function syncPaymentAndRefunds(paymentId: string): Promise<void> {
  const payment = await syncPayment(paymentId);
  if (!payment.changed && payment.status && payment.status !== 'pending') await syncRefunds(paymentId);
}
