import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { logger } from '~/modules/observability/logger.server';
import type { PaymentProvider, ProviderPaymentStatus } from '~/modules/payments/port';
import { paymentProvider } from '~/modules/payments/provider.server';
import {
  completeTestPayment,
  getTestPayment,
  isTestPaymentId,
  TEST_PAYMENT_EXPIRY_MS,
} from '~/modules/payments/test-checkout.server';
import { pruneRateLimits } from '~/security/rate-limit.server';
import { renderLeftoverOrderEmails } from './order-emails.server';
import { type OrderStatus, orderStatusFor } from './status';
import { transitionOrder } from './transitions.server';

export type SweepOptions = {
  /** The clock: tests move it past the expiry instead of waiting half an hour. */
  now?: Date;
  provider?: PaymentProvider;
  batchSize?: number;
};

/** A Mollie payment that is still open after its expiry is asked about again this much later. */
const RECHECK_MS = 5 * 60 * 1000;

/**
 * Ends pending orders whose payment lapsed, so unpaid orders do not hold stock forever (issue 16
 * item 5). Test checkout payments lapse 30 minutes after creation; a Mollie payment from its own
 * expiresAt, and then Mollie's answer decides (a missed webhook is caught up the same way). The
 * stock goes back through transitionOrder, once. Orders are claimed with FOR UPDATE SKIP LOCKED and
 * a next_sweep_at lease, so two instances sweeping at once never handle the same order twice.
 */
export async function sweepPendingOrders(options: SweepOptions = {}): Promise<{ expired: number }> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const lapsedAt = sql`coalesce(${orders.paymentExpiresAt}, ${orders.createdAt} + make_interval(secs => ${TEST_PAYMENT_EXPIRY_MS / 1000}))`;
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        lte(lapsedAt, now),
        or(isNull(orders.nextSweepAt), lte(orders.nextSweepAt, now)),
      ),
    )
    .limit(options.batchSize ?? 50)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ nextSweepAt: new Date(now.getTime() + RECHECK_MS) })
    .where(inArray(orders.id, due))
    .returning({ id: orders.id, paymentId: orders.molliePaymentId });

  let expired = 0;
  for (const order of claimed) {
    try {
      const next = await lapsedStatus(order.paymentId, options.provider ?? paymentProvider());
      if (next === 'pending') continue;
      if ((await transitionOrder(db, order.id, next)).changed) expired += 1;
    } catch (error) {
      logger.warn('pending order sweep failed', {
        orderId: order.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return { expired };
}

/** What a lapsed order becomes: the provider's final status, or expired when no payment exists. */
async function lapsedStatus(paymentId: string | null, provider: PaymentProvider): Promise<OrderStatus> {
  // Payment creation never finished (the process died in between): nobody can pay this order.
  if (!paymentId) return 'expired';
  if (isTestPaymentId(paymentId)) {
    // Only an open payment expires: one the shopper just completed keeps its outcome.
    await completeTestPayment(paymentId, 'expired');
    const payment = await getTestPayment(paymentId);
    return payment ? orderStatusFor(payment.status as ProviderPaymentStatus) : 'expired';
  }
  const payment = await provider.getPayment(paymentId);
  // Unknown to the provider (another API key?): keep it and let the owner look, never guess.
  return payment ? orderStatusFor(payment.status) : 'pending';
}

let timer: NodeJS.Timeout | undefined;
let running: Promise<unknown> | undefined;

/** Sweeps every minute while the server runs (started by entry.server's startup); never two rounds at once. */
export function startOrderSweeper(intervalMs = 60_000): void {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    // The same minute prunes old rate-limit counters and writes e-mails a stopped process stored but
    // did not write: housekeeping no request waits for.
    running = Promise.all([
      sweepPendingOrders(),
      getDb().then(pruneRateLimits),
      getDb().then(renderLeftoverOrderEmails),
    ])
      .catch((error) =>
        logger.error('order sweeper round failed', {
          error: error instanceof Error ? error.message : String(error),
        }),
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
}

/** Part of the graceful shutdown: no new round, and the round in progress finishes. */
export async function stopOrderSweeper(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
