import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '~/db/client.server';
import { orderEvents, orders, shippingZones, withdrawals } from '~/db/schema';
import { readSettings } from '~/modules/settings/settings.server';
import { isAfterPeriod, normaliseOrderNumber } from './withdrawal-period';

export type MatchOutcome =
  | { ok: true; orderId: string }
  | { ok: false; reason: 'not-found' | 'order-not-found' | 'already-refunded' };

/**
 * The owner links a statement to an order by hand (the customer mistyped the number or used
 * another e-mail address). The owner's word decides, so the e-mail need not agree; the period is
 * worked out again against that order. The statement row is locked so two admins cannot link it
 * to different orders at once, and the order's timeline records who did it.
 */
export async function matchWithdrawal(
  withdrawalId: string,
  typedNumber: string,
  actor: string,
  now: Date = new Date(),
): Promise<MatchOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<MatchOutcome> => {
    const [statement] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, withdrawalId))
      .for('update');
    if (!statement) return { ok: false, reason: 'not-found' };
    if (statement.status === 'refunded') return { ok: false, reason: 'already-refunded' };
    const order = await orderByNumber(tx, typedNumber);
    if (!order) return { ok: false, reason: 'order-not-found' };
    const late = isAfterPeriod({
      shippedAt: order.shippedAt,
      deliveryMaxDays: order.deliveryMaxDays ?? 0,
      periodDays: (await readSettings(tx)).operations.returnDays,
      receivedAt: statement.receivedAt,
    });
    await tx
      .update(withdrawals)
      .set({ orderId: order.id, status: 'matched', late })
      .where(eq(withdrawals.id, withdrawalId));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      at: now,
      actor,
      kind: 'withdrawal-matched',
      details: { withdrawalId },
    });
    return { ok: true, orderId: order.id };
  });
}

/** The one order whose number (first 8 hex digits of its id) is typed; none when unknown or ambiguous. */
async function orderByNumber(tx: Tx, typedNumber: string) {
  const prefix = normaliseOrderNumber(typedNumber);
  if (!prefix) return undefined;
  const found = await tx
    .select({ id: orders.id, shippedAt: orders.shippedAt, deliveryMaxDays: shippingZones.deliveryMaxDays })
    .from(orders)
    .leftJoin(shippingZones, eq(shippingZones.countryCode, orders.country))
    .where(sql`${orders.id}::text like ${`${prefix}%`}`)
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

/**
 * For the refunds module: call inside the transaction that records the refund, so a statement is
 * 'refunded' exactly when its refund exists. Returns false for an unknown statement.
 */
export async function markWithdrawalRefunded(
  tx: Tx,
  withdrawalId: string,
  refundId: string,
): Promise<boolean> {
  const updated = await tx
    .update(withdrawals)
    .set({ status: 'refunded', refundId })
    .where(eq(withdrawals.id, withdrawalId))
    .returning({ id: withdrawals.id });
  return updated.length === 1;
}
