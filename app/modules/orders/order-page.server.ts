import { and, asc, eq, isNull, ne, or } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { orders, refunds, shippingZones } from '~/db/schema';
import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { orderPagePath } from '~/i18n/pages';
import { trackingUrl } from '~/modules/fulfilment/tracking';
import { readSettings } from '~/modules/settings/settings.server';
import { isTokenShaped, orderPageToken, pageTokenHash } from './order-page-token.server';
import type { OrderAmounts } from './order-shapes';
import { type OrderStage, orderStage, withdrawalOpen } from './order-stage';
import { orderNumber } from './status';

/**
 * The origin of links in e-mails: PUBLIC_URL (required in production), else this server on
 * localhost. Never a request's Host header: e-mails are often queued by a webhook, and a forged
 * Host must not put someone else's domain into a customer's mailbox.
 */
export function emailOrigin(): string {
  const e = env();
  return e.PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${e.PORT}`;
}

/**
 * The absolute address of an order's customer page, in the order's language. Stores the token's
 * hash when the order has none yet (or one from an older secret), so the link works from now on.
 */
export async function orderPageUrl(
  db: Db,
  order: { id: string; language: Lang; pageTokenHash?: string | null },
): Promise<string> {
  const token = orderPageToken(order.id);
  const hash = pageTokenHash(token);
  // Given the stored hash, an order placed under the current secret needs no statement at all.
  if (order.pageTokenHash !== hash)
    await db
      .update(orders)
      .set({ pageTokenHash: hash })
      .where(and(eq(orders.id, order.id), or(isNull(orders.pageTokenHash), ne(orders.pageTokenHash, hash))));
  return `${emailOrigin()}${orderPagePath(order.language, token)}`;
}

/** The order a token belongs to, or undefined for anything else (malformed, unknown, revoked). */
export async function findOrderByToken(token: string | undefined) {
  if (!isTokenShaped(token)) return undefined;
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.pageTokenHash, pageTokenHash(token)))
    .limit(1);
  return order;
}

export type OrderPageView = OrderAmounts & {
  number: string;
  placedAt: string;
  stage: OrderStage;
  lines: { name: string; quantity: number; unitPriceCents: number; totalCents: number }[];
  address: { name: string; street: string; postalCode: string; city: string; country: string };
  invoiceNumber: string | null;
  /** The credit invoices of the order's refunds, oldest first: each was e-mailed, and stays here too. */
  credits: { id: string; number: string; amountCents: number; issuedAt: string }[];
  shipment: { shippedAt: string; carrier: string | null; code: string | null; url: string | null } | null;
  withdrawalOpen: boolean;
  /** The statutory withdrawal period as the merchant's settings state it. */
  returnDays: number;
};

/** What the customer's order page shows; undefined when the token opens no order. */
export async function loadOrderPage(
  token: string | undefined,
  now: Date = new Date(),
): Promise<OrderPageView | undefined> {
  const order = await findOrderByToken(token);
  if (!order) return undefined;
  const db = await getDb();
  const [[zone], shop, credits] = await Promise.all([
    db
      .select({ deliveryMaxDays: shippingZones.deliveryMaxDays })
      .from(shippingZones)
      .where(eq(shippingZones.countryCode, order.country))
      .limit(1),
    readSettings(db),
    db
      .select({
        id: refunds.id,
        number: refunds.creditNumber,
        amountCents: refunds.amountCents,
        issuedAt: refunds.createdAt,
      })
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt)),
  ]);
  const shipped = order.fulfilmentStatus === 'shipped' && order.shippedAt;
  return {
    number: orderNumber(order.id),
    placedAt: order.createdAt.toISOString(),
    stage: orderStage(order.paymentStatus, order.fulfilmentStatus),
    lines: order.orderItems.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      totalCents: item.unitPriceCents * item.quantity,
    })),
    subtotalCents: order.subtotalCents,
    discountPercentage: order.discountPercentage,
    discountCents: order.discountCents,
    shippingCents: order.shippingCents,
    vatRate: order.vatRate,
    vatCents: order.vatCents,
    totalCents: order.totalCents,
    address: {
      name: `${order.customerFirstName} ${order.customerLastName}`,
      street: order.address,
      postalCode: order.postalCode,
      city: order.city,
      country: order.country,
    },
    invoiceNumber: order.paymentStatus === 'paid' ? order.invoiceNumber : null,
    credits: credits.map((credit) => ({ ...credit, issuedAt: credit.issuedAt.toISOString() })),
    shipment: shipped
      ? {
          shippedAt: shipped.toISOString(),
          carrier: order.carrier,
          code: order.trackingCode,
          url: trackingUrl(order),
        }
      : null,
    withdrawalOpen: withdrawalOpen({
      paymentStatus: order.paymentStatus,
      shippedAt: order.shippedAt,
      deliveryMaxDays: zone?.deliveryMaxDays ?? 0,
      periodDays: shop.operations.returnDays,
      now,
    }),
    returnDays: shop.operations.returnDays,
  };
}
