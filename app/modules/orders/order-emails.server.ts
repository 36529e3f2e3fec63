import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders } from '~/db/schema';
import { env } from '~/env.server';
import { formatMoney } from '~/i18n/format';
import { enqueueEmail } from '~/modules/email/outbox.server';

/**
 * Order e-mails through the outbox. `reason` is part of the dedupe key: the first confirmation is
 * queued once however often the webhook repeats; an admin's resend is a new message each time.
 * (Interim plain templates: the designed templates and the invoice PDF attachment are wired in
 * when the e-mail and invoice modules land.)
 */
export type OrderEmailReason = { kind: 'paid' } | { kind: 'resend'; requestId: string };

function dedupe(kind: string, orderId: string, reason: OrderEmailReason): string {
  return reason.kind === 'paid' ? `${kind}:${orderId}` : `${kind}:${orderId}:resend:${reason.requestId}`;
}

async function loadOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

export async function enqueueOrderConfirmation(
  db: Db,
  orderId: string,
  reason: OrderEmailReason,
): Promise<boolean> {
  const order = await loadOrder(db, orderId);
  const number = order.id.slice(0, 8).toUpperCase();
  const lines = order.orderItems.map((i) => `${i.quantity} x ${i.name}`).join('\n');
  const total = formatMoney(order.totalCents, order.language);
  const text = `Bedankt voor je bestelling #${number}.\n\n${lines}\n\nTotaal: ${total}`;
  return enqueueEmail(db, {
    kind: 'order-confirmation',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    subject: `Orderbevestiging #${number}`,
    html: `<p>${text.replace(/\n/g, '<br>')}</p>`,
    text,
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
  const text = `Factuur ${order.invoiceNumber} voor bestelling #${order.id.slice(0, 8).toUpperCase()}.`;
  return enqueueEmail(db, {
    kind: 'invoice',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    subject: `Factuur ${order.invoiceNumber}`,
    html: `<p>${text}</p>`,
    text,
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
