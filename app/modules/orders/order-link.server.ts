import { randomUUID } from 'node:crypto';
import { desc, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { orderLinksEmail } from '~/modules/email/templates/order-link-email';
import { readSettings } from '~/modules/settings/settings.server';
import { hit } from '~/security/rate-limit.server';
import { orderPageUrl } from './order-page.server';
import { orderNumber } from './status';

/** The most recent orders a 'Link kwijt?' e-mail lists. */
const MAX_ORDERS = 10;
/** However many addresses a visitor tries, one mailbox gets at most this many of these e-mails. */
const PER_ADDRESS = { limit: 3, windowSeconds: 3600 };

/**
 * Sends the links to an address's orders to that address, and only there, so knowing someone's
 * e-mail address opens nothing. Nothing is said back about whether the address has orders: the
 * caller answers the same either way. Per-visitor limits are the caller's; this adds one per mailbox.
 */
export async function sendOrderLinks(email: string, lang: Lang): Promise<void> {
  const address = email.trim().toLowerCase();
  const mailbox = await hit(`order-links:${address}`, PER_ADDRESS);
  if (!mailbox.allowed) return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: orders.id, createdAt: orders.createdAt, to: orders.customerEmail })
      .from(orders)
      .where(sql`lower(${orders.customerEmail}) = ${address}`)
      .orderBy(desc(orders.createdAt))
      .limit(MAX_ORDERS);
    if (found.length === 0) return;
    const links = [];
    for (const order of found) {
      links.push({
        number: orderNumber(order.id),
        placedAt: order.createdAt,
        // The page in the language the visitor asked in, whatever the order was placed in.
        url: await orderPageUrl(tx, { id: order.id, language: lang }),
      });
    }
    await enqueueEmail(tx, {
      kind: 'order-links',
      // The address as the order has it, never the one typed into the form.
      to: (found[0] as { to: string }).to,
      language: lang,
      ...orderLinksEmail(links, lang, await readSettings(tx)),
      dedupeKey: `order-links:${randomUUID()}`,
    });
  });
}
