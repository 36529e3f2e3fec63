import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '~/db/client.server';
import { creditCounters, orderEvents, orders, products, refunds } from '~/db/schema';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { creditNoteEmail } from '~/modules/email/templates/credit-note-email';
import { orderNumber as emailOrderNumber } from '~/modules/email/templates/customer-emails';
import { formatCreditNumber, invoiceYear } from '~/modules/invoices/invoice-number';
import { nextInSeries } from '~/modules/invoices/number-series.server';
import { currentSeller } from '~/modules/invoices/seller.server';
import { logger } from '~/modules/observability/logger.server';
import { orderPageUrl } from '~/modules/orders/order-page.server';
import { orderNumber } from '~/modules/orders/status';
import type { PaymentProvider, ProviderRefund } from '~/modules/payments/port';
import { paymentProvider } from '~/modules/payments/provider.server';
import { readSettings } from '~/modules/settings/settings.server';
import { markWithdrawalRefunded } from '~/modules/withdrawals/withdrawal-admin.server';
import { planRefund, type RefundRefusal, type RefundRequest } from './refund-plan';

export type Refund = typeof refunds.$inferSelect;
type Order = typeof orders.$inferSelect;

export type RefundCommand = {
  orderId: string;
  request: RefundRequest;
  restock: boolean;
  /** The form's hidden token: the same token twice makes one refund. */
  token: string;
  actor: string;
  /** The withdrawal statement this refund answers, when started from one. */
  withdrawalId?: string;
};

export type RefundOutcome =
  | { ok: true; refund: Refund; repeated: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-paid' | 'provider-down' | 'provider-refused' }
  | { ok: false; reason: 'refused'; refusal: RefundRefusal };

/** Refunds that still count against what was paid: a failed one gave nothing back. */
export function countingRefunds(tx: Pick<Tx, 'select'>, orderId: string) {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.createdAt));
}

/** Mollie answered 4xx: it refused this refund. Anything else (5xx, network, timeout): it is down. */
function providerFailure(error: unknown): 'provider-refused' | 'provider-down' {
  const status = (error as { statusCode?: number }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? 'provider-refused' : 'provider-down';
}

/**
 * Refunds part or all of a paid order through the payment provider, and records it with its credit
 * invoice, stock, timeline entry and e-mail, all in one transaction with the order row locked: two
 * admins queue on the lock and the second one sees the first's refund in its check; a double click
 * (same token) finds the refund already made. The provider is asked inside that lock, so nothing is
 * recorded unless it accepted the refund; when it is down, nothing is written at all.
 */
export async function refundOrder(
  command: RefundCommand,
  provider: PaymentProvider = paymentProvider(),
  now: Date = new Date(),
): Promise<RefundOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, command.orderId)).for('update');
    if (!order) return { ok: false, reason: 'not-found' };
    const [done] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, command.token));
    // A token belongs to one form on one order; reused elsewhere it is a forged or stale post.
    if (done)
      return done.orderId === order.id
        ? { ok: true, refund: done, repeated: true }
        : { ok: false, reason: 'not-found' };
    if (order.paymentStatus !== 'paid' || !order.molliePaymentId || !order.invoiceNumber)
      return { ok: false, reason: 'not-paid' };
    const planned = planRefund(order, await countingRefunds(tx, order.id), command.request);
    if (!planned.ok) return { ok: false, reason: 'refused', refusal: planned.refusal };

    let accepted: ProviderRefund;
    try {
      accepted = await provider.createRefund({
        paymentId: order.molliePaymentId,
        amountCents: planned.plan.amountCents,
        description: `Terugbetaling bestelling ${orderNumber(order.id)}`,
        metadata: { orderId: order.id, token: command.token },
        idempotencyKey: command.token,
      });
    } catch (error) {
      logger.error('refund not accepted by the provider', {
        orderId: order.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return { ok: false, reason: providerFailure(error) };
    }

    const year = invoiceYear(now);
    const creditNumber = formatCreditNumber(year, await nextInSeries(tx, creditCounters, year));
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        createdAt: now,
        createdBy: command.actor,
        mollieRefundId: accepted.id,
        idempotencyKey: command.token,
        ...planned.plan,
        restocked: command.restock,
        status: accepted.status,
        statusChangedAt: accepted.status === 'pending' ? null : now,
        creditNumber,
        creditSeller: await currentSeller(tx),
      })
      .returning();
    if (!refund) throw new Error('refund insert returned no row');
    await recordConsequences(tx, order, refund, command);
    return { ok: true, refund, repeated: false };
  });
}

/** What a recorded refund sets going: stock back, the timeline, the withdrawal's link, the e-mail. */
async function recordConsequences(tx: Tx, order: Order, refund: Refund, command: RefundCommand) {
  if (command.restock) {
    for (const line of refund.lines) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}` })
        .where(eq(products.id, line.productId));
    }
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    at: refund.createdAt,
    actor: command.actor,
    kind: 'refund',
    details: { refundId: refund.id, amountCents: refund.amountCents, credit: refund.creditNumber },
  });
  if (command.withdrawalId) await markWithdrawalRefunded(tx, command.withdrawalId, refund.id);
  await enqueueEmail(tx, {
    kind: 'credit-note',
    to: order.customerEmail,
    language: order.language,
    ...creditNoteEmail(
      {
        language: order.language,
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        // The e-mail strings put the '#' before the number themselves.
        number: emailOrderNumber(order.id),
        invoiceNumber: order.invoiceNumber ?? '',
        creditNumber: refund.creditNumber,
        amountCents: refund.amountCents,
        pageUrl: await orderPageUrl(tx, order),
      },
      await readSettings(tx),
    ),
    attachments: [
      {
        filename: `creditfactuur-${refund.creditNumber}.pdf`,
        contentType: 'application/pdf',
        creditRefundId: refund.id,
      },
    ],
    dedupeKey: `credit-note:${refund.id}`,
  });
}

/** The order's refunds, oldest first, for the admin's order detail. */
export async function orderRefunds(orderId: string): Promise<Refund[]> {
  const db = await getDb();
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}
