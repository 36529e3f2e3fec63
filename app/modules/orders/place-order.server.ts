import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { type OrderItem, orders, products, shippingZones } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import type { CartLine } from '~/modules/cart/cart-cookie.server';
import { invalidateCatalog } from '~/modules/catalog/catalog.server';
import type { CheckoutInput } from '~/modules/checkout/checkout-schema';
import { currentTermsDocument, recordTermsVersion } from '~/modules/content/terms-version.server';
import { logger } from '~/modules/observability/logger.server';
import type { PaymentProvider } from '~/modules/payments/port';
import { checkoutTotals } from '~/modules/pricing/pricing';
import { shopSettings } from '~/modules/settings/settings.server';
import { orderAmounts } from './order-amounts';
import { checkoutRetryAfter, lockBuyer, otherPendingOrders, overPendingLimit } from './order-limits.server';
import { orderPageToken, pageTokenHash } from './order-page-token.server';
import { reserveStock } from './stock.server';
import { transitionOrder } from './transitions.server';

export type PlaceOrderInput = {
  lang: Lang;
  cart: CartLine[];
  customer: CheckoutInput;
  /** One per rendered checkout form: a second submit of the same form finds the first order. */
  checkoutToken: string;
  browserTokenHash: string;
  /** The client address's rate-limit key (clientKey), so one address cannot hoard stock. */
  clientKey: string;
  /** Builds the return and webhook URLs for an order id. */
  urls: (orderId: string) => { redirectUrl: string; webhookUrl?: string };
  provider: PaymentProvider;
  /**
   * The grand total the shopper's page showed. When given, an order for any other amount is refused
   * ('total-changed'): nobody is sent to pay an amount they did not see.
   */
  shownTotalCents?: number;
};

export type PlaceOrderResult =
  | { ok: true; orderId: string; checkoutUrl: string }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }
  | {
      ok: false;
      reason:
        | 'empty'
        | 'out-of-stock'
        | 'invalid-total'
        | 'unknown-country'
        | 'payment'
        | 'too-many-pending'
        | 'total-changed';
    };

class Abort extends Error {
  constructor(
    readonly reason: 'duplicate' | 'out-of-stock' | 'too-many-pending' | 'rate-limited',
    readonly retryAfterSeconds = 0,
  ) {
    super(reason);
  }
}

const DUPLICATE_WAIT_MS = 8_000;

/**
 * Creates the order (pending) with its stock reserved in one transaction, then the payment. Prices,
 * stock and totals come from the database, never from the browser. If the payment cannot be created
 * the order is marked failed and its stock released, so nothing stays reserved for a dead order.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const db = await getDb();
  if (input.cart.length === 0) return { ok: false, reason: 'empty' };

  // The zone and the prices as stored now, read side by side (two pooled connections, one wait).
  const [[zone], rows] = await Promise.all([
    db
      .select()
      .from(shippingZones)
      .where(and(eq(shippingZones.countryCode, input.customer.country), eq(shippingZones.isActive, true))),
    db
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          input.cart.map((l) => l.productId),
        ),
      ),
  ]);
  if (!zone) return { ok: false, reason: 'unknown-country' };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const items: OrderItem[] = [];
  for (const line of input.cart) {
    const product = byId.get(line.productId);
    if (!product) return { ok: false, reason: 'out-of-stock' };
    items.push({
      productId: product.id,
      name: product.translations[input.lang]?.name ?? product.name,
      unitPriceCents: product.priceCents,
      quantity: line.quantity,
    });
  }
  const totals = checkoutTotals(items, zone, (await shopSettings()).tiers);
  if (!Number.isFinite(totals.grandTotalCents) || totals.grandTotalCents <= 0)
    return { ok: false, reason: 'invalid-total' };
  if (input.shownTotalCents !== undefined && input.shownTotalCents !== totals.grandTotalCents)
    return { ok: false, reason: 'total-changed' };

  const orderId = randomUUID();
  const c = input.customer;
  const billing = c.useDifferentBillingAddress;
  // The terms the shopper accepts by ordering, as the terms page shows them now: the confirmation
  // attaches exactly this version, whatever the terms say by the time it is sent.
  const terms = await currentTermsDocument(input.lang);
  await recordTermsVersion(db, terms);
  let stockShownChanged = false;
  try {
    await db.transaction(async (tx) => {
      const wait = await checkoutRetryAfter(tx, input.clientKey, input.browserTokenHash);
      if (wait) throw new Abort('rate-limited', wait);
      await lockBuyer(tx, input.browserTokenHash, c.email);
      const [inserted] = await tx
        .insert(orders)
        .values({
          id: orderId,
          language: input.lang,
          customerEmail: c.email,
          customerFirstName: c.firstName,
          customerLastName: c.lastName,
          address: c.address,
          postalCode: c.postalCode,
          city: c.city,
          country: c.country,
          phone: c.phone ?? null,
          billingFirstName: billing ? (c.billingFirstName ?? null) : null,
          billingLastName: billing ? (c.billingLastName ?? null) : null,
          billingAddress: billing ? (c.billingAddress ?? null) : null,
          billingPostalCode: billing ? (c.billingPostalCode ?? null) : null,
          billingCity: billing ? (c.billingCity ?? null) : null,
          billingCountry: billing ? (c.billingCountry ?? null) : null,
          ...orderAmounts(totals),
          orderItems: items,
          checkoutToken: input.checkoutToken,
          browserTokenHash: input.browserTokenHash,
          termsVersion: terms.version,
          pageTokenHash: pageTokenHash(orderPageToken(orderId)),
        })
        .onConflictDoNothing({ target: orders.checkoutToken })
        // The buyer's other pending orders, counted by this statement after lockBuyer, so a double
        // submit of one form still finds its first order (no row: 'duplicate') before any limit.
        .returning(otherPendingOrders(orderId, input.browserTokenHash, c.email));
      if (!inserted) throw new Abort('duplicate');
      if (overPendingLimit(inserted)) throw new Abort('too-many-pending');
      const stock = await reserveStock(tx, items);
      if (!stock) throw new Abort('out-of-stock');
      stockShownChanged = stock.shownChanged;
    });
    // Pages show stock as a badge: only a changed badge (low, sold out) makes them stale.
    if (stockShownChanged) invalidateCatalog();
  } catch (error) {
    if (error instanceof Abort) {
      if (error.reason === 'duplicate') return waitForFirstSubmit(input.checkoutToken);
      if (error.reason === 'rate-limited')
        return { ok: false, reason: 'rate-limited', retryAfterSeconds: error.retryAfterSeconds };
      return { ok: false, reason: error.reason };
    }
    throw error;
  }

  try {
    const payment = await input.provider.createPayment({
      orderId,
      amountCents: totals.grandTotalCents,
      description: `${items[0]?.name ?? 'Wandplanner'} Bestelling ${orderId.slice(0, 8)}`,
      lang: input.lang,
      ...input.urls(orderId),
    });
    await db
      .update(orders)
      .set({
        molliePaymentId: payment.id,
        checkoutUrl: payment.checkoutUrl,
        paymentExpiresAt: payment.expiresAt ?? null,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, orderId));
    return { ok: true, orderId, checkoutUrl: payment.checkoutUrl };
  } catch (error) {
    logger.error('payment creation failed', {
      orderId,
      error: error instanceof Error ? error.message : String(error),
    });
    await transitionOrder(db, orderId, 'failed');
    return { ok: false, reason: 'payment' };
  }
}

/** The same form submitted twice: answer with the first submit's payment once it has one. */
async function waitForFirstSubmit(checkoutToken: string): Promise<PlaceOrderResult> {
  const db = await getDb();
  const deadline = Date.now() + DUPLICATE_WAIT_MS;
  while (Date.now() < deadline) {
    const [order] = await db
      .select({ id: orders.id, checkoutUrl: orders.checkoutUrl, status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.checkoutToken, checkoutToken));
    if (order?.checkoutUrl && order.status === 'pending')
      return { ok: true, orderId: order.id, checkoutUrl: order.checkoutUrl };
    if (order && order.status !== 'pending') return { ok: false, reason: 'payment' };
    await new Promise((r) => setTimeout(r, 200));
  }
  return { ok: false, reason: 'payment' };
}
