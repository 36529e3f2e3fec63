import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { orderStatusFor } from '~/modules/orders/status';
import { type TransitionResult, transitionOrder } from '~/modules/orders/transitions.server';
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
