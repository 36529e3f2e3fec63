import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orderEvents, orders } from '~/db/schema';
import { listOrders } from '~/modules/admin/orders.server';
import { markShipped } from '~/modules/fulfilment/fulfilment.server';
import { orderPageToken } from '~/modules/orders/order-page-token.server';
import { insertPaidOrder } from '../fixtures/stored-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('marking orders shipped on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const order = (overrides: Partial<typeof orders.$inferInsert> = {}) =>
    insertPaidOrder(handle.db, overrides, 'ship');
  const shippingMails = (id: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `shipping:${id}`));
  const code = { carrier: 'PostNL', trackingCode: '3SWAND123456' };

  it('stores carrier, code and date apart from the payment, and e-mails the customer in their language', async () => {
    const id = await order({ language: 'de' });
    const shippedAt = new Date('2026-11-23T09:30:00Z');
    expect(await markShipped(id, code, 'eigenaar@wandplanner.test', shippedAt)).toEqual({ ok: true });
    const [row] = await handle.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ paymentStatus: 'paid', fulfilmentStatus: 'shipped', ...code });
    expect(row?.shippedAt?.toISOString()).toBe(shippedAt.toISOString());
    const [event] = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(event).toMatchObject({ kind: 'shipped', actor: 'eigenaar@wandplanner.test' });
    const [mail] = await shippingMails(id);
    expect(mail?.subject).toBe(`Ihre Bestellung #${id.slice(0, 8).toUpperCase()} wurde versandt`);
    expect(mail?.text).toContain('am 23.11.2026 mit PostNL versandt');
    expect(mail?.text).toContain('https://jouw.postnl.nl/track-and-trace/3SWAND123456-NL-3511AB');
    expect(mail?.text).toContain(`/de/bestellung/${orderPageToken(id)}`);
  });

  it('ships once when two admins click at the same time, with one e-mail', async () => {
    const id = await order();
    const outcomes = await Promise.all([
      markShipped(id, code, 'a@example.nl'),
      markShipped(id, { carrier: 'DHL', trackingCode: 'JJD000111' }, 'b@example.nl'),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, reason: 'already-shipped' }]);
    expect(await shippingMails(id)).toHaveLength(1);
    expect(await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(1);
  });

  it('refuses an unpaid order and an unknown one, changing nothing', async () => {
    const id = await order({ paymentStatus: 'pending', invoiceNumber: null, paidAt: null });
    expect(await markShipped(id, code, 'a@example.nl')).toEqual({ ok: false, reason: 'not-paid' });
    expect(await shippingMails(id)).toHaveLength(0);
    expect(await markShipped(randomUUID(), code, 'a@example.nl')).toEqual({ ok: false, reason: 'not-found' });
  });

  it("lists paid orders 'te verzenden' until they are shipped", async () => {
    const id = await order();
    const search = id.slice(0, 8);
    const list = async (fulfilment: 'toShip' | 'shipped') =>
      (await listOrders({ search, status: 'all', fulfilment, page: 1 })).rows.map((r) => r.id);
    expect(await list('toShip')).toEqual([id]);
    expect(await list('shipped')).toEqual([]);
    await markShipped(id, code, 'a@example.nl');
    expect(await list('toShip')).toEqual([]);
    expect(await list('shipped')).toEqual([id]);
  });
});
