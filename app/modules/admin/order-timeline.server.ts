import { asc, eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orderEvents, type orders, withdrawals } from '~/db/schema';

export type TimelineEntry = {
  at: Date;
  actor: 'system' | 'customer' | string;
  kind: 'placed' | 'paid' | 'shipped' | 'withdrawal' | string;
  details: Record<string, string | number | null>;
};

/** The order's story for the admin, oldest first: placed, paid, then what people did with it. */
export async function orderTimeline(order: typeof orders.$inferSelect): Promise<TimelineEntry[]> {
  const db = await getDb();
  const [events, statements] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at)),
    db
      .select({ id: withdrawals.id, receivedAt: withdrawals.receivedAt, late: withdrawals.late })
      .from(withdrawals)
      .where(eq(withdrawals.orderId, order.id)),
  ]);
  const entries: TimelineEntry[] = [
    { at: order.createdAt, actor: 'customer', kind: 'placed', details: {} },
    ...(order.paidAt ? [{ at: order.paidAt, actor: 'system', kind: 'paid', details: {} }] : []),
    ...events.map((e) => ({ at: e.at, actor: e.actor, kind: e.kind, details: e.details })),
    ...statements.map((w) => ({
      at: w.receivedAt,
      actor: 'customer',
      kind: 'withdrawal',
      details: { late: w.late ? 1 : 0 },
    })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}
