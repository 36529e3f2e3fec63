import { randomUUID } from 'node:crypto';
import { getDb } from '~/db/client.server';
import { env } from '~/env.server';
import { orderById } from '~/modules/admin/orders.server';
import { logger } from '~/modules/observability/logger.server';
import type { Toast } from '~/modules/toast/toast';
import admin from '../../../locales/nl/admin.json';
import { enqueueInvoiceEmail, enqueueOrderConfirmation } from './order-emails.server';

const text = admin.resend;

export type ResendKind = 'confirmation' | 'invoice';

export type ResendOutcome =
  | { ok: true; viaProvider: boolean }
  | { ok: false; reason: 'not-found' | 'not-paid' | 'failed' };

/**
 * The admin's resend of an order e-mail (order page and e-mail test page): a new outbox message each
 * time, copied to the shop. Only a paid order has a confirmation and an invoice: a resend for any
 * other would tell the customer a payment was received that never was.
 */
export async function resendOrderEmail(orderId: string, kind: ResendKind): Promise<ResendOutcome> {
  const order = await orderById(orderId);
  if (!order) return { ok: false, reason: 'not-found' };
  if (order.paymentStatus !== 'paid') return { ok: false, reason: 'not-paid' };
  try {
    const db = await getDb();
    const reason = { kind: 'resend', requestId: randomUUID() } as const;
    if (kind === 'invoice') await enqueueInvoiceEmail(db, order.id, reason);
    else await enqueueOrderConfirmation(db, order.id, reason);
    return { ok: true, viaProvider: Boolean(env().SENDGRID_API_KEY) };
  } catch (error) {
    logger.error('resend failed', { orderId, error: error instanceof Error ? error.message : String(error) });
    return { ok: false, reason: 'failed' };
  }
}

/** What the toast says: queued (not 'sent': the outbox worker sends it, or nothing does). */
export function resendToast(kind: ResendKind, outcome: ResendOutcome): Toast {
  if (outcome.ok)
    return {
      type: 'success',
      title: text.queued,
      description: outcome.viaProvider ? text.queuedWithProvider : text.queuedWithoutProvider,
    };
  if (outcome.reason === 'not-paid') return { type: 'error', title: text.notPaid };
  if (outcome.reason === 'not-found') return { type: 'error', title: text.notFound };
  return { type: 'error', title: kind === 'invoice' ? text.failedInvoice : text.failedConfirmation };
}
