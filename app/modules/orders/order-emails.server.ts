import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders } from '~/db/schema';
import { env } from '~/env.server';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { invoiceEmail, orderConfirmationEmail } from '~/modules/email/templates/customer-emails';

/**
 * Order e-mails through the outbox. `reason` is part of the dedupe key: the first confirmation is
 * queued once however often the webhook repeats; an admin's resend is a new message each time.
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
  return enqueueEmail(db, {
    kind: 'order-confirmation',
    to: order.customerEmail,
    cc: reason.kind === 'resend' ? env().SHOP_INFO_EMAIL : undefined,
    language: order.language,
    ...orderConfirmationEmail(order),
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
    ...invoiceEmail(order),
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
