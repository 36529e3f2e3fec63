import { and, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orderEvents, orders, refunds } from '~/db/schema';
import type { PaymentProvider } from '~/modules/payments/port';
import { paymentProvider } from '~/modules/payments/provider.server';

/**
 * Mollie calls the payment's webhook when one of its refunds changes: re-read the payment's refunds
 * and move ours on. Only a pending refund changes (refunded and failed are final), each change is a
 * conditional update that records its timeline entry once, so repeated and concurrent webhooks do
 * nothing twice; a payment without pending refunds costs no call to Mollie. Returns how many changed.
 */
export async function syncRefunds(
  paymentId: string,
  provider: PaymentProvider = paymentProvider(),
  now: Date = new Date(),
): Promise<number> {
  const db = await getDb();
  const pending = await db
    .select({ id: refunds.id, mollieRefundId: refunds.mollieRefundId, credit: refunds.creditNumber })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.molliePaymentId, paymentId), eq(refunds.status, 'pending')));
  if (pending.length === 0) return 0;
  const reported = new Map((await provider.listRefunds(paymentId)).map((r) => [r.id, r.status]));
  let changed = 0;
  for (const refund of pending) {
    const status = reported.get(refund.mollieRefundId);
    if (!status || status === 'pending') continue;
    changed += await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(refunds)
        .set({ status, statusChangedAt: now })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning({ orderId: refunds.orderId });
      if (!moved) return 0;
      await tx.insert(orderEvents).values({
        orderId: moved.orderId,
        at: now,
        actor: 'system',
        kind: status === 'refunded' ? 'refund-refunded' : 'refund-failed',
        details: { refundId: refund.id, credit: refund.credit },
      });
      return 1;
    });
  }
  return changed;
}
