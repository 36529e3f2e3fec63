import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders, shippingZones } from '~/db/schema';
import { env } from '~/env.server';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { invoiceEmail, orderConfirmationEmail } from '~/modules/email/templates/customer-emails';
import { readSettings } from '~/modules/settings/settings.server';
import { deliveryDaysText } from '~/modules/shipping/delivery';
import { orderPageUrl } from './order-page.server';

/**
 * Order e-mails through the outbox. `reason` is part of the dedupe key: the first confirmation is
 * queued once however often the webhook repeats; an admin's resend is a new message each time.
 */
export type OrderEmailReason = { kind: 'paid' } | { kind: 'resend'; requestId: string };

function dedupe(kind: string, orderId: string, reason: OrderEmailReason): string {
  return reason.kind === 'paid' ? `${kind}:${orderId}` : `${kind}:${orderId}:resend:${reason.requestId}`;
}

/** The order with the link to its customer page, which every customer e-mail carries. */
async function loadOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} not found`);
  return { ...order, pageUrl: await orderPageUrl(db, order) };
}

/** The delivery time promised for the order's country, from its zone as it stands now. */
async function deliveryDaysTo(db: Db, countryCode: string): Promise<string> {
  const [zone] = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.countryCode, countryCode))
    .limit(1);
  return zone ? deliveryDaysText(zone) : '';
}

export async function enqueueOrderConfirmation(
  db: Db,
  orderId: string,
  reason: OrderEmailReason,
): Promise<boolean> {
  const order = await loadOrder(db, orderId);
  const [shop, deliveryDays] = await Promise.all([readSettings(db), deliveryDaysTo(db, order.country)]);
  return enqueueEmail(db, {
    kind: 'order-confirmation',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    ...orderConfirmationEmail(order, shop, deliveryDays),
    dedupeKey: dedupe('order-confirmation', order.id, reason),
  });
}

export async function enqueueInvoiceEmail(
  db: Db,
  orderId: string,
  reason: OrderEmailReason,
): Promise<boolean> {
  const order = await loadOrder(db, orderId);
  if (!order.invoiceNumber) throw new Error('order has no invoice number: it is not paid');
  return enqueueEmail(db, {
    kind: 'invoice',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    ...invoiceEmail(order, await readSettings(db)),
    attachments: [
      {
        filename: `factuur-${order.invoiceNumber}.pdf`,
        contentType: 'application/pdf',
        invoiceOrderId: order.id,
      },
    ],
    dedupeKey: dedupe('invoice', order.id, reason),
  });
}
