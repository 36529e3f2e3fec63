import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { invoiceCounters, orders } from '~/db/schema';
import { invoiceYear } from '~/modules/invoices/invoice-number';
import { nextInvoice } from '~/modules/invoices/invoice-number.server';
import { transitionOrder } from '~/modules/orders/transitions.server';
import { paidOrder, testSeller } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

const PAID_2031 = new Date('2031-03-01T12:00:00Z');

describe.each(databaseKinds)('invoice numbers on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function insertOrders(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await handle.db
      .insert(orders)
      .values(
        ids.map((id) => ({ ...paidOrder({ overrides: { id, invoiceNumber: null } }), subtotalCents: 0 })),
      );
    return ids;
  }
  /** The payment webhook's path: the order marked paid at `paidAt`; its invoice number as stored. */
  const pay = async (orderId: string, paidAt = PAID_2031) => {
    await transitionOrder(handle.db, orderId, 'paid', paidAt);
    const [order] = await handle.db
      .select({ invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    return order?.invoiceNumber;
  };

  it('numbers 30 concurrent payments 1..30 without gaps or duplicates', async () => {
    const ids = await insertOrders(30);
    const numbers = await Promise.all(ids.map((id) => pay(id)));
    const expected = Array.from({ length: 30 }, (_, i) => `2031-${String(i + 1).padStart(6, '0')}`);
    expect([...numbers].sort()).toEqual(expected);
    const stored = await handle.db
      .select({ id: orders.id, invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(inArray(orders.id, ids));
    expect(Object.fromEntries(stored.map((o) => [o.id, o.invoiceNumber]))).toEqual(
      Object.fromEntries(ids.map((id, i) => [id, numbers[i]])),
    );
  });

  // Each test numbers in a year of its own, so it passes alone and in any order.
  it('gives an order its number once, however often and concurrently it is paid', async () => {
    const [id] = await insertOrders(1);
    const paid2041 = new Date('2041-03-01T12:00:00Z');
    const numbers = await Promise.all([pay(id!, paid2041), pay(id!, paid2041), pay(id!, paid2041)]);
    expect(new Set(numbers)).toEqual(new Set(['2041-000001']));
    expect(await pay(id!, new Date('2042-01-05T12:00:00Z'))).toBe('2041-000001');
    const [counter] = await handle.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2041));
    expect(counter?.lastNumber).toBe(1);
  });

  it('does not consume a number when the paying transaction rolls back', async () => {
    const [rolledBack, next] = await insertOrders(2);
    const paid2051 = new Date('2051-03-01T12:00:00Z');
    const failing = handle.db.transaction(async (tx) => {
      const { invoiceNumber } = await nextInvoice(tx, paid2051, testSeller);
      await tx.update(orders).set({ invoiceNumber }).where(eq(orders.id, rolledBack!));
      throw new Error('payment handling failed after numbering');
    });
    await expect(failing).rejects.toThrow('payment handling failed');
    expect(await pay(next!, paid2051)).toBe('2051-000001');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, rolledBack!));
    expect(order?.invoiceNumber).toBeNull();
  });

  it('starts a new series in the new Amsterdam year', async () => {
    const [id] = await insertOrders(1);
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(await pay(id!, new Date('2032-12-31T23:30:00Z'))).toBe('2033-000001');
  });

  it('numbers an order when the payment webhook marks it paid, and only then', async () => {
    const [paid, failed] = await insertOrders(2);
    await transitionOrder(handle.db, failed!, 'failed');
    await transitionOrder(handle.db, paid!, 'paid');
    await transitionOrder(handle.db, paid!, 'paid');
    const rows = await handle.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [paid!, failed!]));
    const byId = Object.fromEntries(rows.map((o) => [o.id, o]));
    expect(byId[failed!]?.invoiceNumber).toBeNull();
    const year = invoiceYear(byId[paid!]!.paidAt!);
    expect(byId[paid!]?.invoiceNumber).toBe(`${year}-000001`);
  });
});
