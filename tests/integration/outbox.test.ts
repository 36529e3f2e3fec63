import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders } from '~/db/schema';
import { enqueueEmail, recentOutbox, requeueOutboxMessage } from '~/modules/email/outbox.server';
import { sendGridSender } from '~/modules/email/sendgrid.server';
import { startOutboxWorker } from '~/modules/email/worker.server';
import { closeInvoiceRenderer } from '~/modules/invoices/pdf.server';
import {
  enqueueInvoiceEmail,
  queuePaidOrderEmails,
  renderLeftoverOrderEmails,
} from '~/modules/orders/order-emails.server';
import { FAKE_SENDGRID_KEY, type SendGridFake, startSendGridFake } from '../fakes/sendgrid';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';

afterAll(async () => {
  await closeInvoiceRenderer();
});

describe.each(databaseKinds)('e-mail outbox through SendGrid on %s', (kind) => {
  let handle: Handle;
  let fake: SendGridFake;
  let send: ReturnType<typeof sendGridSender>;
  const worker = (options: { maxAttempts?: number; autoStart?: boolean; backoffMs?: number } = {}) =>
    startOutboxWorker({ db: handle.db, send, pollMs: 20, backoffMs: 1, ...options });

  const queue = (n: number, tag = randomUUID()) =>
    Promise.all(
      Array.from({ length: n }, (_, i) =>
        enqueueEmail(handle.db, {
          kind: 'test',
          to: `klant${i}@example.nl`,
          language: 'nl',
          subject: `Bericht ${i}`,
          html: `<p>Bericht ${i}</p>`,
          text: `Bericht ${i}`,
          dedupeKey: `test:${tag}:${i}`,
        }),
      ),
    );
  const statuses = async () =>
    Object.fromEntries(
      (
        await handle.db
          .select({ status: emailOutbox.status, n: sql<number>`count(*)::int` })
          .from(emailOutbox)
          .groupBy(emailOutbox.status)
      ).map((r) => [r.status, r.n]),
    );
  const sentIds = () => fake.accepted.map((m) => m.outboxId);
  const untilSettled = async (expectedSent: number) => {
    for (let i = 0; i < 200 && ((await statuses()).sent ?? 0) < expectedSent; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    fake = await startSendGridFake();
    send = sendGridSender({ apiKey: FAKE_SENDGRID_KEY, apiUrl: fake.url, from: 'info@wandplanner.nl' });
  });
  beforeEach(async () => {
    await handle.db.delete(emailOutbox);
    fake.accepted.length = 0;
    fake.failWith(undefined);
  });
  afterEach(async () => {
    await fake.start(); // a test may have stopped it
  });
  afterAll(async () => {
    await fake.close();
    await handle.close();
  });

  it('delivers queued messages once each, through the official client', async () => {
    await queue(5);
    const w = worker();
    await untilSettled(5);
    await w.stop();
    expect(await statuses()).toEqual({ sent: 5 });
    expect(new Set(sentIds()).size).toBe(5);
    expect(fake.accepted[0]).toMatchObject({
      from: 'info@wandplanner.nl',
      text: expect.stringContaining('Bericht'),
    });
  });

  it('retries after 5xx answers with backoff and sends once it recovers', async () => {
    fake.failWith(500);
    await queue(2);
    const w = worker({ autoStart: false, backoffMs: 60_000 });
    expect(await w.runOnce()).toBe(2);
    const rows = await handle.db.select().from(emailOutbox);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row.lastError).toMatch(/500|Internal/);
      // Backed off: not due again for about a minute.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    expect(await w.runOnce()).toBe(0);
    fake.failWith(undefined);
    await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await w.runOnce()).toBe(2);
    expect(await statuses()).toEqual({ sent: 2 });
    expect(fake.accepted).toHaveLength(2);
  });

  it('gives up after the maximum attempts, and at once on a request SendGrid refuses', async () => {
    fake.failWith(503);
    await queue(1);
    const w = worker({ maxAttempts: 3, autoStart: false });
    for (let i = 0; i < 3; i++) {
      await handle.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
      await w.runOnce();
    }
    expect(await statuses()).toEqual({ failed: 1 });
    fake.failWith(400);
    await queue(1);
    await w.runOnce();
    await w.stop();
    expect(await statuses()).toEqual({ failed: 2 });
  });

  it('sends a failed message after the owner puts it back in the queue, and lists it with its text', async () => {
    fake.failWith(400);
    await queue(1);
    const w = worker({ autoStart: false });
    await w.runOnce();
    const [failed] = await recentOutbox(handle.db);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, text: 'Bericht 0' });
    fake.failWith(undefined);
    await requeueOutboxMessage(handle.db, failed!.id);
    expect(await w.runOnce()).toBe(1);
    await w.stop();
    expect(await statuses()).toEqual({ sent: 1 });
    expect(sentIds()).toEqual([failed!.id]);
  });

  it('sends nothing twice when two instances run, or a worker stops and another starts', async () => {
    await queue(30);
    // Worker a's first delivery is held open, so a.stop() is called while a is in the middle of its batch.
    let releaseA!: () => void;
    const held = new Promise<void>((resolve) => {
      releaseA = resolve;
    });
    let aStarted!: () => void;
    const aIsSending = new Promise<void>((resolve) => {
      aStarted = resolve;
    });
    const sentByA: string[] = [];
    const a = startOutboxWorker({
      db: handle.db,
      pollMs: 20,
      backoffMs: 1,
      send: async (message) => {
        aStarted();
        await held;
        await send(message);
        sentByA.push(message.id);
      },
    });
    const b = worker();
    await aIsSending;
    const stopping = a.stop();
    releaseA();
    await stopping;
    // Stopped mid-run: the batch it had claimed was delivered, and nothing after stop() resolved.
    expect(sentByA.length).toBeGreaterThan(0);
    expect(sentByA.length).toBeLessThan(30);
    const aAtStop = sentByA.length;
    const c = worker();
    await untilSettled(30);
    await Promise.all([b.stop(), c.stop()]);
    expect(sentByA).toHaveLength(aAtStop);
    expect(await statuses()).toEqual({ sent: 30 });
    expect(sentIds()).toHaveLength(30);
    expect(new Set(sentIds()).size).toBe(30);
  });

  it('loses nothing while SendGrid is unreachable and sends each message once after', async () => {
    await fake.stop();
    await queue(4);
    // Retries every millisecond here: enough attempts that none gives up during the outage.
    const w = worker({ maxAttempts: 100_000 });
    await new Promise((r) => setTimeout(r, 150));
    expect((await statuses()).pending).toBe(4);
    await fake.start();
    await untilSettled(4);
    await w.stop();
    expect(await statuses()).toEqual({ sent: 4 });
    expect(new Set(sentIds()).size).toBe(4);
  });

  it('sends the e-mails of a payment only once written, and writes those a stopped process left', async () => {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: null } }),
      subtotalCents: 8985,
    });
    // What the paying transaction stores; the process then ends before writing the text.
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, id));
    await queuePaidOrderEmails(handle.db, order!);
    await handle.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), invoiceNumber: `2026-${id.slice(0, 6)}` })
      .where(eq(orders.id, id));
    const w = worker();
    await new Promise((r) => setTimeout(r, 150));
    expect(fake.accepted).toHaveLength(0);
    expect(await statuses()).toEqual({ pending: 2 });

    expect(await renderLeftoverOrderEmails(handle.db)).toBe(1);
    await untilSettled(2);
    await w.stop();
    const subjects = fake.accepted.map((mail) => mail.subject);
    expect(subjects).toHaveLength(2);
    expect(subjects.every((subject) => subject.length > 0)).toBe(true);
    expect(subjects.some((subject) => subject.includes(`2026-${id.slice(0, 6)}`))).toBe(true);
    expect(fake.accepted.flatMap((mail) => mail.to)).toEqual([order!.customerEmail, order!.customerEmail]);
    // The invoice carries its PDF, the confirmation the accepted terms when the order has them.
    expect(fake.accepted.flatMap((mail) => mail.attachments.map((a) => a.filename))).toContain(
      `factuur-2026-${id.slice(0, 6)}.pdf`,
    );
    expect(await renderLeftoverOrderEmails(handle.db)).toBe(0);
  }, 60_000);

  it('attaches the invoice PDF rendered at send time, base64 with its file name', async () => {
    const id = randomUUID();
    await handle.db.insert(orders).values({
      ...paidOrder({ overrides: { id, invoiceNumber: `2026-${id.slice(0, 6)}` } }),
      subtotalCents: 8985,
    });
    await enqueueInvoiceEmail(handle.db, id, { kind: 'paid' });
    const w = worker();
    await untilSettled(1);
    await w.stop();
    const [mail] = fake.accepted;
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail?.attachments[0];
    expect(attachment).toMatchObject({
      filename: `factuur-2026-${id.slice(0, 6)}.pdf`,
      type: 'application/pdf',
      disposition: 'attachment',
    });
    expect(
      Buffer.from(attachment?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(mail?.subject).toContain(`2026-${id.slice(0, 6)}`);
    const [row] = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `invoice:${id}`));
    expect(row?.status).toBe('sent');
  }, 60_000);
});
