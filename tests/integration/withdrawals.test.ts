import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders, withdrawals } from '~/db/schema';
import { listWithdrawals, recordWithdrawal } from '~/modules/withdrawals/withdrawals.server';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('withdrawal statements on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function placedOrder(shippedAt: Date | null) {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: `2032-${id.slice(0, 6)}`, paidAt: new Date() } }),
      customerEmail: 'Anna@Example.nl',
      paymentStatus: 'paid',
      subtotalCents: 8985,
      shippedAt,
    });
    return id;
  }
  const statement = (orderId: string, email = 'anna@example.nl') => ({
    name: 'Anna de Vries',
    email,
    orderNumber: `#${orderId.slice(0, 8).toUpperCase()}`,
    items: '2 planners',
  });
  const stored = async (id: string) =>
    (await handle.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];
  const mails = async (id: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `withdrawal-%:${id}`));

  it('stores the statement with its receipt time, matched to the order, and queues both e-mails', async () => {
    const orderId = await placedOrder(null);
    const receivedAt = new Date('2026-11-23T08:50:00Z');
    const { id } = await recordWithdrawal(statement(orderId), 'de', receivedAt);
    const row = await stored(id);
    expect(row).toMatchObject({ orderId, late: false, status: 'new', items: '2 planners', reason: null });
    expect(row?.receivedAt.toISOString()).toBe(receivedAt.toISOString());
    const queued = await mails(id);
    const acknowledgement = queued.find((mail) => mail.kind === 'withdrawal-acknowledgement');
    expect(acknowledgement?.toAddress).toBe('anna@example.nl');
    expect(acknowledgement?.subject).toBe('Eingangsbestätigung Ihres Widerrufs');
    // The receipt time as the customer's clock in the Netherlands/Germany showed it.
    expect(acknowledgement?.text).toContain('23. November 2026 um 09:50');
    expect(acknowledgement?.text).toContain('2 planners');
    // A matched statement links the order's own page, in the customer's language.
    expect(acknowledgement?.text).toMatch(/\/de\/bestellung\/[A-Za-z0-9_-]{43}/);
    expect(queued.find((mail) => mail.kind === 'withdrawal-notification')?.text).toContain(
      'gekoppeld aan de bestelling',
    );
  });

  it('accepts a statement whose order number and e-mail do not belong together, flagged for the owner', async () => {
    const orderId = await placedOrder(null);
    const { id } = await recordWithdrawal(statement(orderId, 'someone.else@example.nl'), 'nl');
    expect(await stored(id)).toMatchObject({ orderId: null, late: false });
    expect((await mails(id)).find((mail) => mail.kind === 'withdrawal-notification')?.text).toContain(
      'niet gekoppeld',
    );
    expect((await listWithdrawals('flagged')).map((row) => row.id)).toContain(id);
  });

  it('accepts a statement after the period, flagged late', async () => {
    // Shipped 1 October; NL delivers within at most a few working days; 14 days later the period is over.
    const orderId = await placedOrder(new Date('2026-10-01T10:00:00Z'));
    const { id } = await recordWithdrawal(statement(orderId), 'nl', new Date('2026-11-23T08:00:00Z'));
    expect(await stored(id)).toMatchObject({ orderId, late: true });
    expect((await mails(id)).find((mail) => mail.kind === 'withdrawal-notification')?.text).toContain(
      'na termijn',
    );
    const inTime = await recordWithdrawal(statement(orderId), 'nl', new Date('2026-10-08T08:00:00Z'));
    expect(await stored(inTime.id)).toMatchObject({ late: false });
  });
});
