import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders, withdrawals } from '~/db/schema';
import { orderNumber } from '~/modules/orders/status';
import { remaining } from './refund-plan';
import { countingRefunds } from './refunds.server';

/**
 * What the refund page shows: per line how many can still be refunded, whether the shipping can,
 * what was paid and refunded so far, a fresh form token, and the withdrawal it was started from.
 */
export async function refundPageView(orderId: string, withdrawalId: string | null) {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) return undefined;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const left = remaining(order, await countingRefunds(db, order.id));
  const [withdrawal] =
    withdrawalId && /^[0-9a-f-]{36}$/i.test(withdrawalId)
      ? await db
          .select({ id: withdrawals.id, receivedAt: withdrawals.receivedAt, items: withdrawals.items })
          .from(withdrawals)
          .where(and(eq(withdrawals.id, withdrawalId), eq(withdrawals.orderId, order.id)))
          .limit(1)
      : [];
  return {
    orderId: order.id,
    number: orderNumber(order.id),
    paid: order.paymentStatus === 'paid',
    totalCents: order.totalCents,
    refundedCents: order.totalCents - left.amountCents,
    leftCents: left.amountCents,
    lines: order.orderItems.map((item) => ({
      productId: item.productId,
      name: item.name,
      max: Math.max(0, left.quantities[item.productId] ?? 0),
    })),
    shippingCents: left.shipping ? order.shippingCents : 0,
    token: randomUUID(),
    withdrawal: withdrawal ?? null,
  };
}

export type RefundPageView = NonNullable<Awaited<ReturnType<typeof refundPageView>>>;
