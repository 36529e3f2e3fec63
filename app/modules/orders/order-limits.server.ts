import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '~/db/client.server';
import { orders } from '~/db/schema';
import { hitEach } from '~/security/rate-limit.server';

/**
 * Limits against unpaid stock hoarding (issue 16 item 5): every pending order holds its stock until
 * it is paid or lapses, so one browser or one e-mail address may hold only a few at a time, and
 * checkouts are counted per client address (a scanner without cookies) and per browser.
 */
export const PENDING_ORDERS_LIMIT = 3;
// Generous enough for a household or office behind one address placing a handful of orders.
export const CHECKOUT_WINDOW_SECONDS = 15 * 60;
export const CHECKOUT_ADDRESS_LIMIT = 20;
export const CHECKOUT_BROWSER_LIMIT = 10;

/**
 * Counts this checkout in the order's own transaction (no second connection per checkout; a double
 * submit that finds its first order rolls back and is not counted); the seconds to wait when the
 * address or the browser has used its window.
 */
export function checkoutRetryAfter(
  tx: Tx,
  clientKey: string,
  browserTokenHash: string,
): Promise<number | null> {
  return hitEach(
    CHECKOUT_WINDOW_SECONDS,
    {
      [`checkout:ip:${clientKey}`]: CHECKOUT_ADDRESS_LIMIT,
      [`checkout:browser:${browserTokenHash}`]: CHECKOUT_BROWSER_LIMIT,
    },
    tx,
  );
}

/**
 * Serialises the checkouts of one browser and of one e-mail address until the transaction ends,
 * so concurrent submits cannot all see room under the limit. Taken in a fixed order (no deadlock).
 */
export async function lockBuyer(tx: Db, browserTokenHash: string, email: string): Promise<void> {
  const [first, second] = [`browser:${browserTokenHash}`, `email:${email.toLowerCase()}`].sort();
  await tx.execute(
    sql`select pg_advisory_xact_lock(7242002, hashtext(${first})), pg_advisory_xact_lock(7242002, hashtext(${second}))`,
  );
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
