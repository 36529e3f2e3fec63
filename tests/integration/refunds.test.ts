import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import {
  creditCounters,
  emailOutbox,
  orderEvents,
  orders,
  products,
  refunds,
  withdrawals,
} from '~/db/schema';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { closePdfRenderer } from '~/modules/invoices/html-to-pdf.server';
import { loadOrderPage, orderPageUrl } from '~/modules/orders/order-page.server';
import { refundPageView } from '~/modules/refunds/refund-page.server';
import { syncRefunds } from '~/modules/refunds/refund-sync.server';
import { type RefundCommand, refundOrder } from '~/modules/refunds/refunds.server';
import { action as mollieWebhook } from '~/routes/api/mollie-webhook';
import { loader as customerCreditPdf } from '~/routes/shop/order-credit-pdf';
import { paidOrder } from '../fixtures/invoice-order';
import { databaseKinds, openTestDatabase } from '../support/databases';
import { useMollieFake } from '../support/mollie';

const planner = { productId: STANDARD_PRODUCT_ID, name: 'Whiteboard Jaarplanner', unitPriceCents: 2995 };
const twoPlanners = { whole: false as const, quantities: { [STANDARD_PRODUCT_ID]: 2 }, shipping: false };

describe.each(databaseKinds)('refunds on %s', (kind) => {
  const payments = useMollieFake();
  let handle: Handle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await closePdfRenderer();
    await handle.close();
  });
  beforeEach(() => payments.fake.failRefundsWith(undefined));

  /** A paid order of three planners (80,86 after the 10% tier) with a paid payment at the fake. */
  async function paidPlannerOrder(language: 'nl' | 'de' = 'nl') {
    const id = randomUUID();
    const payment = await payments.provider.createPayment({
      orderId: id,
      amountCents: 8086,
      description: 'test',
      redirectUrl: 'https://shop.test/klaar',
      lang: language,
    });
    payments.fake.setStatus(payment.id, 'paid');
    await handle.db.insert(orders).values({
      ...paidOrder({ items: [{ ...planner, quantity: 3 }], overrides: { id, language } }),
      invoiceNumber: `2030-${id.slice(0, 6)}`,
      customerEmail: `refund-${id.slice(0, 6)}@example.nl`,
      paymentStatus: 'paid',
      subtotalCents: 8985,
      molliePaymentId: payment.id,
    });
    return { id, paymentId: payment.id };
  }
  const command = (orderId: string, overrides: Partial<RefundCommand> = {}): RefundCommand => ({
    orderId,
    request: twoPlanners,
    restock: false,
    token: randomUUID(),
    actor: 'eigenaar@wandplanner.test',
    ...overrides,
  });
  const refundsOf = (orderId: string) => handle.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const fakeRefundsOf = (paymentId: string) =>
    [...payments.fake.refunds.values()].filter((r) => r.paymentId === paymentId);
  const stock = async () =>
    (await handle.db.select().from(products).where(eq(products.id, STANDARD_PRODUCT_ID)))[0]?.stock;
  const counter = async (year: number) =>
    (await handle.db.select().from(creditCounters).where(eq(creditCounters.year, year)))[0]?.lastNumber;

  it('refunds two of three planners through Mollie, with a credit invoice e-mailed in the customer language and stock back', async () => {
    const { id, paymentId } = await paidPlannerOrder('de');
    const before = await stock();
    const outcome = await refundOrder(
      command(id, { restock: true }),
      payments.provider,
      new Date('2040-03-01T10:00:00Z'),
    );
    expect(outcome).toMatchObject({
      ok: true,
      repeated: false,
      refund: { amountCents: 5391, discountCents: 599, status: 'pending', creditNumber: 'C2040-000001' },
    });
    expect(fakeRefundsOf(paymentId).map((r) => r.amount)).toEqual([{ currency: 'EUR', value: '53.91' }]);
    expect(await stock()).toBe((before ?? 0) + 2);
    const [mail] = await handle.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.kind, 'credit-note'),
          eq(emailOutbox.toAddress, `refund-${id.slice(0, 6)}@example.nl`),
        ),
      );
    expect(mail?.subject).toBe(`Gutschrift C2040-000001 zur Bestellung #${id.slice(0, 8).toUpperCase()}`);
    expect(mail?.text).toContain('53,91');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'creditfactuur-C2040-000001.pdf',
        creditRefundId: expect.any(String),
      }),
    ]);
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toEqual([expect.objectContaining({ kind: 'refund', actor: 'eigenaar@wandplanner.test' })]);
  });

  it("lists the credit invoice on the customer's order page, for download with that page's token only", async () => {
    const { id } = await paidPlannerOrder();
    const other = await paidPlannerOrder();
    const made = await refundOrder(command(id), payments.provider);
    if (!made.ok) throw new Error(made.reason);
    const tokenOf = async (orderId: string) =>
      (await orderPageUrl(handle.db, { id: orderId, language: 'nl' })).split('/').pop() ?? '';
    const token = await tokenOf(id);
    expect((await loadOrderPage(token))?.credits).toEqual([
      {
        id: made.refund.id,
        number: made.refund.creditNumber,
        amountCents: 5391,
        issuedAt: expect.any(String),
      },
    ]);
    expect((await loadOrderPage(await tokenOf(other.id)))?.credits).toEqual([]);

    const download = (pageToken: string, refundId: string) =>
      customerCreditPdf({ params: { token: pageToken, refundId } } as unknown as Parameters<
        typeof customerCreditPdf
      >[0]);
    const own = await download(token, made.refund.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toContain(`creditfactuur-${made.refund.creditNumber}.pdf`);
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    // Another order's page, a malformed id or a made-up token opens nothing.
    expect((await download(await tokenOf(other.id), made.refund.id)).status).toBe(404);
    expect((await download(token, 'not-a-uuid')).status).toBe(404);
    expect((await download('x'.repeat(43), made.refund.id)).status).toBe(404);
  });

  it('numbers credit invoices gapless per year, also under concurrent refunds, and anew in the next Amsterdam year', async () => {
    const year = new Date('2041-06-01T10:00:00Z');
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map(async () =>
        refundOrder(command((await paidPlannerOrder()).id), payments.provider, year),
      ),
    );
    const numbers = made.map((o) => (o.ok ? o.refund.creditNumber : o.reason)).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => `C2041-00000${n}`));
    // 23:30 UTC on 31 December is 1 January in Amsterdam: a new series.
    const newYear = await refundOrder(
      command((await paidPlannerOrder()).id),
      payments.provider,
      new Date('2041-12-31T23:30:00Z'),
    );
    expect(newYear).toMatchObject({ ok: true, refund: { creditNumber: 'C2042-000001' } });
    expect(await counter(2041)).toBe(5);
  });

  it('never refunds more than was paid minus earlier refunds', async () => {
    const { id, paymentId } = await paidPlannerOrder();
    expect(await refundOrder(command(id), payments.provider)).toMatchObject({ ok: true });
    expect(await refundOrder(command(id), payments.provider)).toEqual({
      ok: false,
      reason: 'refused',
      refusal: { reason: 'too-many', name: planner.name, max: 1 },
    });
    const rest = await refundOrder(command(id, { request: { whole: true } }), payments.provider);
    expect(rest).toMatchObject({ ok: true, refund: { amountCents: 8086 - 5391 } });
    expect(await refundOrder(command(id, { request: { whole: true } }), payments.provider)).toEqual({
      ok: false,
      reason: 'refused',
      refusal: { reason: 'nothing' },
    });
    expect(fakeRefundsOf(paymentId)).toHaveLength(2);
  });

  it('makes one refund of a double click (same form token), at Mollie and here', async () => {
    const { id, paymentId } = await paidPlannerOrder();
    const token = randomUUID();
    const outcomes = await Promise.all([
      refundOrder(command(id, { token }), payments.provider),
      refundOrder(command(id, { token }), payments.provider),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true]);
    expect(outcomes.filter((o) => o.ok && o.repeated)).toHaveLength(1);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(fakeRefundsOf(paymentId)).toHaveLength(1);
  });

  it('makes one refund when two admins refund the whole order at the same time', async () => {
    const { id, paymentId } = await paidPlannerOrder();
    const outcomes = await Promise.all([
      refundOrder(command(id, { request: { whole: true }, actor: 'a@example.nl' }), payments.provider),
      refundOrder(command(id, { request: { whole: true }, actor: 'b@example.nl' }), payments.provider),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([
      { ok: false, reason: 'refused', refusal: { reason: 'nothing' } },
    ]);
    expect(await refundsOf(id)).toHaveLength(1);
    expect(fakeRefundsOf(paymentId)).toHaveLength(1);
  });

  it('records nothing when Mollie is down: no refund, no credit number, no e-mail, no stock', async () => {
    const { id } = await paidPlannerOrder();
    const year = new Date('2043-02-01T10:00:00Z');
    const before = await stock();
    payments.fake.failRefundsWith(503);
    const token = randomUUID();
    expect(await refundOrder(command(id, { token, restock: true }), payments.provider, year)).toEqual({
      ok: false,
      reason: 'provider-down',
    });
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await counter(2043)).toBeUndefined();
    expect(await stock()).toBe(before);
    expect(await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(0);
    // Back up: the same form, sent again, makes the refund and takes the first number of the year.
    payments.fake.failRefundsWith(undefined);
    expect(await refundOrder(command(id, { token }), payments.provider, year)).toMatchObject({
      ok: true,
      refund: { creditNumber: 'C2043-000001' },
    });
  });

  it('follows the refund status through the payment webhook, once however often Mollie calls', async () => {
    const { id, paymentId } = await paidPlannerOrder();
    const made = await refundOrder(command(id), payments.provider);
    if (!made.ok) throw new Error('refund refused');
    const webhook = () =>
      mollieWebhook({
        request: new Request('http://shop.test/api/webhooks/mollie', {
          method: 'POST',
          body: new URLSearchParams({ id: paymentId }),
        }),
      } as Parameters<typeof mollieWebhook>[0]);
    expect((await webhook()).status).toBe(200);
    expect((await refundsOf(id))[0]?.status).toBe('pending');
    payments.fake.setRefundStatus(made.refund.mollieRefundId, 'refunded');
    const answers = await Promise.all([webhook(), webhook(), webhook()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await refundsOf(id))[0]?.status).toBe('refunded');
    const events = await handle.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.kind).sort()).toEqual(['refund', 'refund-refunded']);
    // Final: Mollie is not even asked again.
    const calls = payments.fake.requests.length;
    expect(await syncRefunds(paymentId, payments.provider)).toBe(0);
    expect(payments.fake.requests.length).toBe(calls);
  });

  it('shows a failed refund as failed and lets the owner refund that amount again', async () => {
    const { id, paymentId } = await paidPlannerOrder();
    const made = await refundOrder(command(id, { request: { whole: true } }), payments.provider);
    if (!made.ok) throw new Error('refund refused');
    payments.fake.setRefundStatus(made.refund.mollieRefundId, 'failed');
    expect(await syncRefunds(paymentId, payments.provider)).toBe(1);
    expect((await refundsOf(id))[0]?.status).toBe('failed');
    expect(await refundOrder(command(id, { request: { whole: true } }), payments.provider)).toMatchObject({
      ok: true,
      refund: { amountCents: 8086 },
    });
  });

  it('links a withdrawal to the refund made from it', async () => {
    const { id } = await paidPlannerOrder();
    const [statement] = await handle.db
      .insert(withdrawals)
      .values({ name: 'An Bakker', email: 'an@example.nl', orderNumber: id.slice(0, 8), orderId: id })
      .returning();
    const made = await refundOrder(command(id, { withdrawalId: statement?.id }), payments.provider);
    if (!made.ok) throw new Error('refund refused');
    const [after] = await handle.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, statement?.id ?? ''));
    expect(after).toMatchObject({ refundId: made.refund.id, status: 'refunded' });
    // The form started from the statement knows it, and offers only what is left.
    const view = await refundPageView(id, statement?.id ?? null);
    expect(view).toMatchObject({
      withdrawal: { id: statement?.id },
      lines: [{ productId: STANDARD_PRODUCT_ID, max: 1 }],
      refundedCents: 5391,
      leftCents: 8086 - 5391,
    });
    expect((await refundPageView(id, randomUUID()))?.withdrawal).toBeNull();
  });

  it('refuses an unpaid order without asking Mollie', async () => {
    const { id } = await paidPlannerOrder();
    await handle.db.update(orders).set({ paymentStatus: 'pending' }).where(eq(orders.id, id));
    const calls = payments.fake.requests.length;
    expect(await refundOrder(command(id), payments.provider)).toEqual({ ok: false, reason: 'not-paid' });
    expect(payments.fake.requests.length).toBe(calls);
  });
});
