import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { orderEvents, withdrawals } from '~/db/schema';
import { matchFeedback } from '~/modules/withdrawals/match-form';
import { markWithdrawalRefunded, matchWithdrawal } from '~/modules/withdrawals/withdrawal-admin.server';
import { listWithdrawals, recordWithdrawal } from '~/modules/withdrawals/withdrawals.server';
import { insertPaidOrder } from '../fixtures/stored-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('the owner matching withdrawals on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const placedOrder = (shippedAt: Date | null = null) =>
    insertPaidOrder(handle.db, { customerEmail: 'bram@example.nl', shippedAt });
  const number = (orderId: string) => `#${orderId.slice(0, 8).toUpperCase()}`;
  const statement = (typed: string, email = 'bram@example.nl') => ({
    name: 'Bram Jansen',
    email,
    orderNumber: typed,
    items: '',
  });
  const ids = async (filter: 'new' | 'matched' | 'refunded' | 'flagged') =>
    (await listWithdrawals(filter)).map((row) => row.id);

  it('lists a statement that matched automatically as new, one that did not as flagged', async () => {
    const orderId = await placedOrder();
    const matched = await recordWithdrawal(statement(number(orderId)), 'nl');
    const stray = await recordWithdrawal(statement('#00000000', 'bram.werk@example.nl'), 'nl');
    expect(await ids('new')).toContain(matched.id);
    expect(await ids('new')).not.toContain(stray.id);
    expect(await ids('flagged')).toContain(stray.id);
    expect(await ids('flagged')).not.toContain(matched.id);
  });

  it('links a flagged statement to the order the owner names, and records who did it', async () => {
    const orderId = await placedOrder();
    const { id } = await recordWithdrawal(statement('bestelling 12', 'b.jansen@example.nl'), 'nl');
    const outcome = await matchWithdrawal(id, number(orderId).toLowerCase(), 'eigenaar@wandplanner.test');
    expect(outcome).toEqual({ ok: true, orderId });
    const [row] = await handle.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ orderId, status: 'matched', late: false });
    expect(await ids('matched')).toContain(id);
    expect(await ids('flagged')).not.toContain(id);
    const [event] = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(event).toMatchObject({ kind: 'withdrawal-matched', actor: 'eigenaar@wandplanner.test' });
    expect(matchFeedback(outcome, number(orderId)).message).toBe(
      `Herroeping gekoppeld aan bestelling ${number(orderId)}`,
    );
  });

  it('works out the period again against the order the owner names', async () => {
    const orderId = await placedOrder(new Date('2026-10-01T10:00:00Z'));
    const { id } = await recordWithdrawal(
      statement('onbekend', 'x@example.nl'),
      'nl',
      new Date('2026-11-23T08:00:00Z'),
    );
    expect(await matchWithdrawal(id, number(orderId), 'eigenaar@wandplanner.test')).toMatchObject({
      ok: true,
    });
    const [row] = await handle.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row?.late).toBe(true);
  });

  it('refuses an order number that does not exist with a Dutch message, changing nothing', async () => {
    const { id } = await recordWithdrawal(statement('#ABCDEF12', 'y@example.nl'), 'nl');
    const outcome = await matchWithdrawal(id, '#FFFFFFF0', 'eigenaar@wandplanner.test');
    expect(outcome).toEqual({ ok: false, reason: 'order-not-found' });
    expect(matchFeedback(outcome, '#FFFFFFF0')).toEqual({
      status: 400,
      message: 'Er bestaat geen bestelling met nummer #FFFFFFF0',
    });
    const [row] = await handle.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ orderId: null, status: 'new' });
    expect(await matchWithdrawal(randomUUID(), '#FFFFFFF0', 'a@b.nl')).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('lets a refund mark a statement refunded, after which it cannot be re-linked', async () => {
    const orderId = await placedOrder();
    const { id } = await recordWithdrawal(statement(number(orderId)), 'nl');
    const refundId = randomUUID();
    expect(await handle.db.transaction((tx) => markWithdrawalRefunded(tx, id, refundId))).toBe(true);
    const [row] = await handle.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ status: 'refunded', refundId });
    expect(await ids('refunded')).toEqual([id]);
    expect(await matchWithdrawal(id, number(orderId), 'a@b.nl')).toEqual({
      ok: false,
      reason: 'already-refunded',
    });
    expect(await handle.db.transaction((tx) => markWithdrawalRefunded(tx, randomUUID(), refundId))).toBe(
      false,
    );
  });
});
