import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders, shippingZones } from '~/db/schema';
import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { regionName } from '~/i18n/format';
import { fixedT } from '~/i18n/i18next.server';
import { href } from '~/i18n/pages';
import { companyVars } from '~/modules/content/content-vars.server';
import { termsPdfFilename } from '~/modules/content/terms-pdf';
import { withdrawalFormSection } from '~/modules/content/withdrawal-form.server';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { invoiceEmail, orderConfirmationEmail, orderNumber } from '~/modules/email/templates/customer-emails';
import type { OrderLegal } from '~/modules/email/templates/order-legal';
import { readSettings, type ShopSettings } from '~/modules/settings/settings.server';
import { deliveryDaysText, deliveryTimeSentence } from '~/modules/shipping/delivery';
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

/** The zone of the order's country as it stands now: the delivery time the e-mail promises. */
async function zoneOf(db: Db, countryCode: string) {
  const [zone] = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.countryCode, countryCode))
    .limit(1);
  return zone;
}

/**
 * The confirmation's legal part in the order's language. Everything is read through `db` (the paying
 * transaction): the form is filled with the merchant's details only, so no page snapshot is needed.
 */
function orderLegal(
  order: { id: string; language: Lang; country: string; termsVersion: string | null },
  shop: ShopSettings,
  zone: Awaited<ReturnType<typeof zoneOf>>,
): OrderLegal {
  const lang = order.language;
  const origin = env().PUBLIC_URL?.replace(/\/$/, '');
  const number = orderNumber(order.id);
  return {
    deliveryTime: zone ? deliveryTimeSentence(fixedT(lang), regionName(order.country, lang), zone) : '',
    withdrawalForm: withdrawalFormSection(lang, companyVars(shop)),
    termsVersion: order.termsVersion,
    links: origin
      ? {
          returns: `${origin}${href('returns', lang)}`,
          withdraw: `${origin}${href('withdrawal', lang)}?bestelling=${encodeURIComponent(number)}`,
        }
      : null,
  };
}

export async function enqueueOrderConfirmation(
  db: Db,
  orderId: string,
  reason: OrderEmailReason,
): Promise<boolean> {
  const order = await loadOrder(db, orderId);
  const [shop, zone] = await Promise.all([readSettings(db), zoneOf(db, order.country)]);
  const deliveryDays = zone ? deliveryDaysText(zone, order.language) : '';
  return enqueueEmail(db, {
    kind: 'order-confirmation',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    ...orderConfirmationEmail(order, shop, deliveryDays, orderLegal(order, shop, zone)),
    // The terms the customer accepted, rendered to PDF when the message leaves (the stored version).
    attachments: order.termsVersion
      ? [
          {
            filename: termsPdfFilename(order.language, order.termsVersion),
            contentType: 'application/pdf',
            termsVersion: order.termsVersion,
          },
        ]
      : [],
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
