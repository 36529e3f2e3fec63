import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { orders } from '~/db/schema';
import { hit, type RateLimit } from '~/modules/security/rate-limit.server';

/**
 * Limits against unpaid stock hoarding (issue 16 item 5): every pending order holds its stock until
 * it is paid or lapses, so one browser or one e-mail address may hold only a few at a time, and
 * checkouts are counted per client address (a scanner without cookies) and per browser.
 */
export const PENDING_ORDERS_LIMIT = 3;
// Generous enough for a household or office behind one address placing a handful of orders.
export const CHECKOUT_ADDRESS_LIMIT: RateLimit = { limit: 20, windowSeconds: 15 * 60 };
export const CHECKOUT_BROWSER_LIMIT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/** Counts this checkout; the seconds to wait when the address or the browser has used its window. */
export async function checkoutRetryAfter(
  clientKey: string,
  browserTokenHash: string,
): Promise<number | null> {
  const [byAddress, byBrowser] = await Promise.all([
    hit(`checkout:ip:${clientKey}`, CHECKOUT_ADDRESS_LIMIT),
    hit(`checkout:browser:${browserTokenHash}`, CHECKOUT_BROWSER_LIMIT),
  ]);
  const waits = [byAddress, byBrowser].filter((r) => !r.allowed).map((r) => r.retryAfterSeconds);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/**
 * Serialises the checkouts of one browser and of one e-mail address until the transaction ends,
 * so concurrent submits cannot all see room under the limit. Taken in a fixed order (no deadlock).
 */
export async function lockBuyer(tx: Db, browserTokenHash: string, email: string): Promise<void> {
  const keys = [`browser:${browserTokenHash}`, `email:${email.toLowerCase()}`].sort();
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(7242002, hashtext(${key}))`);
}

/** Whether this browser or this e-mail address now holds more pending orders than allowed. */
export async function overPendingLimit(tx: Db, browserTokenHash: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({
      byBrowser: sql<number>`count(*) filter (where ${orders.browserTokenHash} = ${browserTokenHash})::int`,
      byEmail: sql<number>`count(*) filter (where lower(${orders.customerEmail}) = lower(${email}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, 'pending'),
        sql`(${orders.browserTokenHash} = ${browserTokenHash} or lower(${orders.customerEmail}) = lower(${email}))`,
      ),
    );
  return (row?.byBrowser ?? 0) > PENDING_ORDERS_LIMIT || (row?.byEmail ?? 0) > PENDING_ORDERS_LIMIT;
}
