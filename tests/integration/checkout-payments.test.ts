import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox, orders, products } from '~/db/schema';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { placeOrder } from '~/modules/orders/place-order.server';
import { mollieProvider } from '~/modules/payments/mollie.server';
import type { PaymentProvider } from '~/modules/payments/port';
import { syncPayment } from '~/modules/payments/sync.server';
import { FAKE_MOLLIE_KEY } from '../fakes/mollie';
import { databaseKinds, openTestDatabase } from '../support/databases';
import { useMollieFake } from '../support/mollie';

const customer = {
  email: 'an@example.nl',
  firstName: 'An',
  lastName: 'Bakker',
  address: 'Dorpsstraat 12',
  postalCode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
};

describe.each(databaseKinds)('checkout and payments on %s', (kind) => {
  const payments = useMollieFake();
  let handle: Handle;

  const setStock = (stock: number) =>
    handle.db.update(products).set({ stock }).where(eq(products.id, STANDARD_PRODUCT_ID));
  const stock = async () =>
    (
      await handle.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, STANDARD_PRODUCT_ID))
    )[0]!.stock;
  const checkout = (quantity = 1, checkoutToken = randomUUID(), provider?: PaymentProvider) =>
    placeOrder({
      lang: 'nl',
      cart: [{ productId: STANDARD_PRODUCT_ID, quantity }],
      // Every call is another shopper: the hoarding limits per browser, e-mail and address do not apply.
      customer: { ...customer, email: `an-${randomUUID()}@example.nl` },
      checkoutToken,
      browserTokenHash: randomUUID(),
      clientKey: randomUUID(),
      urls: (id) => ({ redirectUrl: `http://localhost/nl/order-success?orderId=${id}` }),
      provider: provider ?? payments.provider,
    });
  const confirmations = async (orderId: string) =>
    (
      await handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `order-confirmation:${orderId}`))
    ).length;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    payments.fake.failCreateWith(undefined);
    payments.fake.stallCreate(0);
    await setStock(100);
  });

  it('creates a pending order with reserved stock and a Mollie payment for the database amount', async () => {
    const result = await checkout(3);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(order).toMatchObject({
      paymentStatus: 'pending',
      totalCents: 8086,
      discountPercentage: 10,
      discountCents: 899,
    });
    expect(await stock()).toBe(97);
    const payment = payments.fake.payments.get(order!.molliePaymentId!);
    expect(payment?.amount).toEqual({ currency: 'EUR', value: '80.86' });
    expect(payment?.description).toBe(`Whiteboard Jaarplanner Bestelling ${result.orderId.slice(0, 8)}`);
    expect(payment?.metadata).toEqual({ orderId: result.orderId });
    expect(payment?.locale).toBe('nl_NL');
  });

  it('refuses to order an amount other than the one the page showed, reserving nothing', async () => {
    const before = (await handle.db.select().from(orders)).length;
    // 2 planners shown for the Netherlands (56,90), but France was chosen: 61,85 with its shipping.
    const shown = (shownTotalCents: number) =>
      placeOrder({
        lang: 'nl',
        cart: [{ productId: STANDARD_PRODUCT_ID, quantity: 2 }],
        customer: { ...customer, country: 'FR' },
        checkoutToken: randomUUID(),
        browserTokenHash: randomUUID(),
        clientKey: randomUUID(),
        urls: (id) => ({ redirectUrl: `http://localhost/nl/order-success?orderId=${id}` }),
        provider: payments.provider,
        shownTotalCents,
      });
    expect(await shown(5690)).toEqual({ ok: false, reason: 'total-changed' });
    expect(await shown(Number.NaN)).toEqual({ ok: false, reason: 'total-changed' });
    expect((await handle.db.select().from(orders)).length).toBe(before);
    expect(await stock()).toBe(100);
    const paid = await shown(6185);
    expect(paid.ok).toBe(true);
    if (!paid.ok) return;
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, paid.orderId));
    expect(payments.fake.payments.get(order!.molliePaymentId!)?.amount).toEqual({
      currency: 'EUR',
      value: '61.85',
    });
  });

  it('releases the stock and fails the order when Mollie refuses or stalls', async () => {
    payments.fake.failCreateWith(422);
    expect(await checkout(2)).toEqual({ ok: false, reason: 'payment' });
    expect(await stock()).toBe(100);
    payments.fake.failCreateWith(undefined);
    payments.fake.stallCreate(3_000);
    const impatient = mollieProvider(FAKE_MOLLIE_KEY, payments.fake.url, 1_000);
    expect(await checkout(2, randomUUID(), impatient)).toEqual({ ok: false, reason: 'payment' });
    expect(await stock()).toBe(100);
    const failed = await handle.db.select().from(orders).where(eq(orders.paymentStatus, 'failed'));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.every((o) => o.stockReleasedAt !== null)).toBe(true);
  });

  it("asks again when Mollie's answer is lost on the way, and gets the same payment back", async () => {
    const before = payments.fake.payments.size;
    payments.fake.dropNextCreateAnswer();
    const result = await checkout(1);
    expect(result.ok).toBe(true);
    expect(payments.fake.payments.size).toBe(before + 1);
    expect(await stock()).toBe(99);
  });

  it('turns a double submit of the same form into one order', async () => {
    const token = randomUUID();
    const [a, b] = await Promise.all([checkout(1, token), checkout(1, token)]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.orderId).toBe(b.orderId);
    expect(await stock()).toBe(99);
  });

  it('sells the last 10 to exactly 10 of 100 concurrent shoppers, never below zero', async () => {
    await setStock(10);
    const results = await Promise.all(Array.from({ length: 100 }, () => checkout(1)));
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === 'out-of-stock')).toBe(true);
    expect(await stock()).toBe(0);
  });

  it('applies 50 duplicate and out-of-order webhooks as one transition and one confirmation', async () => {
    const result = await checkout(1);
    if (!result.ok) throw new Error('checkout failed');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    const paymentId = order!.molliePaymentId!;
    // Early webhooks while the payment is still open change nothing.
    await Promise.all(Array.from({ length: 10 }, () => syncPayment(paymentId)));
    payments.fake.setStatus(paymentId, 'paid');
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => syncPayment(paymentId)));
    expect(outcomes.filter((o) => o.changed)).toHaveLength(1);
    const [paid] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(paid?.paymentStatus).toBe('paid');
    expect(paid?.paidAt).not.toBeNull();
    expect(await confirmations(result.orderId)).toBe(1);
    expect(await stock()).toBe(99);
    // The invoice goes out once too, numbered, with its PDF rendered when the worker sends it.
    const invoices = await handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `invoice:${result.orderId}`));
    expect(invoices).toHaveLength(1);
    expect(paid?.invoiceNumber).toMatch(/^\d{4}-\d+$/);
    expect(invoices[0]?.attachments).toEqual([
      {
        filename: `factuur-${paid?.invoiceNumber}.pdf`,
        contentType: 'application/pdf',
        invoiceOrderId: result.orderId,
      },
    ]);
  });

  it('gives the stock back once when a payment expires, however often Mollie calls', async () => {
    const result = await checkout(4);
    if (!result.ok) throw new Error('checkout failed');
    expect(await stock()).toBe(96);
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    payments.fake.setStatus(order!.molliePaymentId!, 'expired');
    await Promise.all(Array.from({ length: 20 }, () => syncPayment(order!.molliePaymentId!)));
    expect(await stock()).toBe(100);
    const [expired] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(expired?.paymentStatus).toBe('expired');
    expect(await confirmations(result.orderId)).toBe(0);
  });

  it('answers a late webhook for a final order without asking Mollie again', async () => {
    const result = await checkout(1);
    if (!result.ok) throw new Error('checkout failed');
    const [order] = await handle.db.select().from(orders).where(eq(orders.id, result.orderId));
    const paymentId = order!.molliePaymentId!;
    payments.fake.setStatus(paymentId, 'paid');
    await syncPayment(paymentId);
    const lookups = () =>
      payments.fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(paymentId)).length;
    const before = lookups();
    // Mollie changing its mind afterwards cannot reopen or refund a paid order here.
    payments.fake.setStatus(paymentId, 'expired');
    expect(await syncPayment(paymentId)).toEqual({ changed: false, status: 'paid' });
    expect(lookups()).toBe(before);
    expect(await stock()).toBe(99);
  });

  it('ignores webhooks for payments it does not know', async () => {
    expect(await syncPayment('tr_doesnotexist')).toEqual({ changed: false, status: undefined });
    const count = await handle.db.select({ n: sql<number>`count(*)::int` }).from(orders);
    expect(count[0]!.n).toBeGreaterThan(0);
  });
});
