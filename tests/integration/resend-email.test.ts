import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders } from '~/db/schema';
import { resendOrderEmail, resendToast } from '~/modules/orders/resend-email.server';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('resending order e-mails on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  async function order(status: 'paid' | 'pending' | 'failed') {
    const id = randomUUID();
    const paid = status === 'paid';
    await handle.db.insert(orders).values({
      ...paidOrder({
        overrides: {
          id,
          invoiceNumber: paid ? `2031-${id.slice(0, 6)}` : null,
          paidAt: paid ? new Date() : null,
        },
      }),
      paymentStatus: status,
      subtotalCents: 8985,
    });
    return id;
  }
  const queued = async (id: string) =>
    handle.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.dedupeKey, `%:${id}:resend:%`));

  it('refuses a confirmation for a failed or pending order: it would claim a payment that never came', async () => {
    for (const status of ['pending', 'failed'] as const) {
      const id = await order(status);
      const outcome = await resendOrderEmail(id, 'confirmation');
      expect(outcome).toEqual({ ok: false, reason: 'not-paid' });
      expect(resendToast('confirmation', outcome).title).toBe(
        'Alleen betaalde bestellingen hebben een bevestiging',
      );
      expect(await queued(id)).toHaveLength(0);
    }
  });

  it("queues a paid order's confirmation and says it was queued, not sent", async () => {
    const id = await order('paid');
    const outcome = await resendOrderEmail(id, 'confirmation');
    expect(outcome).toEqual({ ok: true, viaProvider: false });
    const toast = resendToast('confirmation', outcome);
    expect(toast.title).toBe('In de wachtrij gezet');
    expect(toast.description).toContain('SendGrid is niet ingesteld');
    const [message] = await queued(id);
    expect(message?.status).toBe('pending');
    const [stored] = await handle.db.select().from(orders).where(eq(orders.id, id));
    expect(stored?.paymentStatus).toBe('paid');
  });
});
