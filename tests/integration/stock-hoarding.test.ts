import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { orders, products, testPayments } from '~/db/schema';
import { STANDARD_PRODUCT_ID } from '~/modules/catalog/product-ids';
import { CHECKOUT_ADDRESS_LIMIT, CHECKOUT_BROWSER_LIMIT } from '~/modules/orders/order-limits.server';
import { placeOrder } from '~/modules/orders/place-order.server';
import { sweepPendingOrders } from '~/modules/orders/sweeper.server';
import { transitionOrder } from '~/modules/orders/transitions.server';
import type { PaymentProvider } from '~/modules/payments/port';
import { completeTestPayment, testCheckoutProvider } from '~/modules/payments/test-checkout.server';
import { databaseKinds, openTestDatabase } from '../support/databases';
import { useMollieFake } from '../support/mollie';

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

describe.each(databaseKinds)('unpaid stock hoarding on %s', (kind) => {
  const payments = useMollieFake();
  let handle: Handle;
  const testCheckout = testCheckoutProvider();

  const stock = async () =>
    (await handle.db.select().from(products).where(eq(products.id, STANDARD_PRODUCT_ID)))[0]!.stock;
  const order = async (id: string) => (await handle.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const checkout = (
    who: { browser?: string; email?: string; address?: string } = {},
    provider: PaymentProvider = testCheckout,
  ) =>
    placeOrder({
      lang: 'nl',
      cart: [{ productId: STANDARD_PRODUCT_ID, quantity: 1 }],
      customer: {
        email: who.email ?? `koper-${randomUUID()}@example.nl`,
        firstName: 'Kees',
        lastName: 'Jansen',
        address: 'Kerkstraat 1',
        postalCode: '1011 AB',
        city: 'Amsterdam',
        country: 'NL',
      },
      checkoutToken: randomUUID(),
      browserTokenHash: who.browser ?? randomUUID(),
      clientKey: who.address ?? randomUUID(),
      urls: (id) => ({ redirectUrl: `http://localhost/nl/order-success?orderId=${id}` }),
      provider,
    });
  const placed = async (...args: Parameters<typeof checkout>) => {
    const result = await checkout(...args);
    if (!result.ok) throw new Error(`checkout refused: ${result.reason}`);
    return result.orderId;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    // Earlier tests' pending orders must not be swept into this test's counts.
    await handle.db
      .update(orders)
      .set({ paymentStatus: 'canceled' })
      .where(eq(orders.paymentStatus, 'pending'));
    await handle.db.update(products).set({ stock: 5 }).where(eq(products.id, STANDARD_PRODUCT_ID));
  });

  it('lets one browser hold at most 3 unpaid orders, also when it submits five at once', async () => {
    const browser = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => checkout({ browser })));
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(results.filter((r) => !r.ok && r.reason === 'too-many-pending')).toHaveLength(2);
    expect(await stock()).toBe(2);
    // Once one of them is paid, the browser may order again.
    const first = results.find((r) => r.ok);
    if (!first?.ok) throw new Error('no order');
    await transitionOrder(handle.db, first.orderId, 'paid');
    expect((await checkout({ browser })).ok).toBe(true);
  });

  it('lets one e-mail address hold at most 3 unpaid orders, whatever the browser', async () => {
    const email = `Hamster-${randomUUID()}@Example.nl`;
    for (let i = 0; i < 3; i++) await placed({ email });
    expect(await checkout({ email: email.toLowerCase() })).toEqual({ ok: false, reason: 'too-many-pending' });
    expect(await stock()).toBe(2);
  });

  it('limits checkouts per client address and per browser, with the time to wait', async () => {
    await handle.db.update(products).set({ stock: 100 }).where(eq(products.id, STANDARD_PRODUCT_ID));
    const address = randomUUID();
    for (let i = 0; i < CHECKOUT_ADDRESS_LIMIT; i++) await placed({ address });
    const refused = await checkout({ address });
    expect(refused).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(
      refused.ok === false && refused.reason === 'rate-limited' && refused.retryAfterSeconds,
    ).toBeGreaterThan(0);
    expect((await checkout()).ok).toBe(true);

    // A browser whose orders fail each time still cannot place order after order.
    const browser = randomUUID();
    for (let i = 0; i < CHECKOUT_BROWSER_LIMIT; i++)
      await transitionOrder(handle.db, await placed({ browser }), 'failed');
    expect(await checkout({ browser })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('expires a test checkout order after 30 minutes and gives its stock back exactly once', async () => {
    const id = await placed();
    expect(await stock()).toBe(4);
    expect(await sweepPendingOrders({ now: later(29) })).toEqual({ expired: 0 });
    expect((await order(id)).paymentStatus).toBe('pending');

    expect(await sweepPendingOrders({ now: later(31) })).toEqual({ expired: 1 });
    expect((await order(id)).paymentStatus).toBe('expired');
    expect(await stock()).toBe(5);
    const [payment] = await handle.db.select().from(testPayments).where(eq(testPayments.orderId, id));
    // The shopper can no longer pay the lapsed payment.
    expect(payment?.status).toBe('expired');
    expect(await completeTestPayment(payment!.id, 'paid')).toBe(false);

    expect(await sweepPendingOrders({ now: later(90) })).toEqual({ expired: 0 });
    expect(await stock()).toBe(5);
  });

  it('never expires a paid order, and two instances sweeping at once release each order once', async () => {
    const paid = await placed();
    const [payment] = await handle.db.select().from(testPayments).where(eq(testPayments.orderId, paid));
    await completeTestPayment(payment!.id, 'paid');
    await transitionOrder(handle.db, paid, 'paid');
    const unpaid = [await placed(), await placed(), await placed()];
    expect(await stock()).toBe(1);

    const rounds = await Promise.all([
      sweepPendingOrders({ now: later(31) }),
      sweepPendingOrders({ now: later(31) }),
      sweepPendingOrders({ now: later(31) }),
    ]);
    expect(rounds.reduce((sum, r) => sum + r.expired, 0)).toBe(3);
    expect(await stock()).toBe(4);
    expect((await order(paid)).paymentStatus).toBe('paid');
    const swept = await handle.db.select().from(orders).where(inArray(orders.id, unpaid));
    expect(swept.every((o) => o.paymentStatus === 'expired' && o.stockReleasedAt)).toBe(true);
  });

  it("follows Mollie's expiry: asks Mollie once the payment lapsed and applies its answer", async () => {
    const id = await placed({}, payments.provider);
    const paymentId = (await order(id)).molliePaymentId!;
    const lookups = () =>
      payments.fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith(paymentId)).length;
    // Mollie said when the payment lapses (15 minutes in its test mode): nothing is asked before.
    expect((await order(id)).paymentExpiresAt).not.toBeNull();
    await sweepPendingOrders({ now: later(10), provider: payments.provider });
    expect(lookups()).toBe(0);

    // Still open at Mollie (clocks differ): the order keeps its stock and is asked about again later.
    await sweepPendingOrders({ now: later(16), provider: payments.provider });
    expect(lookups()).toBe(1);
    expect((await order(id)).paymentStatus).toBe('pending');
    await sweepPendingOrders({ now: later(17), provider: payments.provider });
    expect(lookups()).toBe(1);

    payments.fake.setStatus(paymentId, 'expired');
    expect(await sweepPendingOrders({ now: later(22), provider: payments.provider })).toEqual({ expired: 1 });
    expect((await order(id)).paymentStatus).toBe('expired');
    expect(await stock()).toBe(5);
  });
});
