import { type SQL, sql } from 'drizzle-orm';
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

/**
 * The buyer's pending orders other than `orderId`, by browser and by e-mail address, as fields for
 * the RETURNING clause of the statement that inserts `orderId` (no round trip of their own). That
 * statement runs after lockBuyer, so it sees the orders of the buyer's concurrent submits. Plain
 * column names under an alias of our own: inside RETURNING, "orders" would name the inserted row.
 */
export function otherPendingOrders(orderId: string, browserTokenHash: string, email: string) {
  const pending = (match: SQL) =>
    sql<number>`(select count(*)::int from ${orders} as other where other.payment_status = 'pending' and other.id <> ${orderId} and ${match})`;
  return {
    byBrowser: pending(sql`other.browser_token_hash = ${browserTokenHash}`),
    byEmail: pending(sql`lower(other.customer_email) = lower(${email})`),
  };
}

/** Whether the buyer holds more pending orders than allowed, the new one included. */
export function overPendingLimit(otherPending: { byBrowser: number; byEmail: number }): boolean {
  return otherPending.byBrowser + 1 > PENDING_ORDERS_LIMIT || otherPending.byEmail + 1 > PENDING_ORDERS_LIMIT;
}
