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
import {
  type EmailEnvelope,
  enqueueEmail,
  enqueueToRender,
  leftToRender,
  storeRendered,
} from '~/modules/email/outbox.server';
import { invoiceEmail, orderConfirmationEmail, orderNumber } from '~/modules/email/templates/customer-emails';
import type { OrderLegal } from '~/modules/email/templates/order-legal';
import { logger } from '~/modules/observability/logger.server';
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
 * The confirmation's legal part in the order's language, from the settings and zone passed in: the
 * form is filled with the merchant's details only, so no page snapshot is needed.
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

type OrderRow = typeof orders.$inferSelect;
type OrderEmailKind = 'order-confirmation' | 'invoice';
const PAID_EMAILS: OrderEmailKind[] = ['order-confirmation', 'invoice'];
const PAID: OrderEmailReason = { kind: 'paid' };

async function loadOrder(db: Db, orderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

function envelope(kind: OrderEmailKind, order: OrderRow, reason: OrderEmailReason): EmailEnvelope {
  return {
    kind,
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    dedupeKey: dedupe(kind, order.id, reason),
  };
}

/** What the order's e-mails are written from, read once for both: settings (unless given), zone, page link. */
async function emailContext(db: Db, order: OrderRow, settings?: ShopSettings) {
  const [shop, zone, pageUrl] = await Promise.all([
    settings ?? readSettings(db),
    zoneOf(db, order.country),
    orderPageUrl(db, order),
  ]);
  return { shop, zone, order: { ...order, pageUrl } };
}

/** An order e-mail's text and attachments, from the order as stored (the invoice needs its number). */
function writeEmail(kind: OrderEmailKind, { shop, zone, order }: Awaited<ReturnType<typeof emailContext>>) {
  if (kind === 'invoice') {
    if (!order.invoiceNumber) throw new Error('order has no invoice number: it is not paid');
    return {
      ...invoiceEmail(order, shop),
      attachments: [
        {
          filename: `factuur-${order.invoiceNumber}.pdf`,
          contentType: 'application/pdf' as const,
          invoiceOrderId: order.id,
        },
      ],
    };
  }
  const deliveryDays = zone ? deliveryDaysText(zone, order.language) : '';
  return {
    ...orderConfirmationEmail(order, shop, deliveryDays, orderLegal(order, shop, zone)),
    // The terms the customer accepted, rendered to PDF when the message leaves (the stored version).
    attachments: order.termsVersion
      ? [
          {
            filename: termsPdfFilename(order.language, order.termsVersion),
            contentType: 'application/pdf' as const,
            termsVersion: order.termsVersion,
          },
        ]
      : [],
  };
}

/** An order e-mail written now and queued (an admin's resend; nothing else waits for it). */
async function enqueueOrderEmail(db: Db, kind: OrderEmailKind, orderId: string, reason: OrderEmailReason) {
  const order = await loadOrder(db, orderId);
  if (kind === 'invoice' && !order.invoiceNumber)
    throw new Error('order has no invoice number: it is not paid');
  return enqueueEmail(db, {
    ...envelope(kind, order, reason),
    ...writeEmail(kind, await emailContext(db, order)),
  });
}

export function enqueueOrderConfirmation(
  db: Db,
  orderId: string,
  reason: OrderEmailReason,
): Promise<boolean> {
  return enqueueOrderEmail(db, 'order-confirmation', orderId, reason);
}

export function enqueueInvoiceEmail(db: Db, orderId: string, reason: OrderEmailReason): Promise<boolean> {
  return enqueueOrderEmail(db, 'invoice', orderId, reason);
}

/**
 * The paid order's confirmation and invoice, stored by the paying transaction (`order` is its row,
 * as locked there) in one statement and written after the commit (renderPaidOrderEmails): they exist
 * exactly when the payment does, once however often the webhook repeats, and no template is rendered
 * while the order and the year's invoice counter are locked.
 */
export function queuePaidOrderEmails(tx: Db, order: OrderRow): Promise<void> {
  return enqueueToRender(
    tx,
    PAID_EMAILS.map((kind) => envelope(kind, order, PAID)),
    { orderId: order.id },
  );
}

/** Writes the paid order's queued e-mails (after the paying transaction committed); the worker sends them. */
export async function renderPaidOrderEmails(db: Db, orderId: string): Promise<void> {
  await writePaidOrderEmails(db, await loadOrder(db, orderId));
}

/** The same from the paid order's row and, when the caller has them, the settings it was paid under. */
export async function writePaidOrderEmails(db: Db, order: OrderRow, shop?: ShopSettings): Promise<void> {
  const context = await emailContext(db, order, shop);
  await storeRendered(
    db,
    PAID_EMAILS.map((kind) => ({
      dedupeKey: dedupe(kind, order.id, PAID),
      content: writeEmail(kind, context),
    })),
  );
}

/**
 * Housekeeping: writes the e-mails of payments whose process ended between the commit and the
 * writing (a crash, a deploy), so they are sent late rather than never. Returns how many orders.
 */
export async function renderLeftoverOrderEmails(db: Db): Promise<number> {
  const orderIds = new Set((await leftToRender(db)).flatMap((row) => row.renderFrom?.orderId ?? []));
  let written = 0;
  for (const orderId of orderIds) {
    try {
      await renderPaidOrderEmails(db, orderId);
      written++;
    } catch (error) {
      // One order that cannot be written (its data broken) must not hold up the others.
      logger.error('writing queued order e-mails failed', {
        orderId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return written;
}
