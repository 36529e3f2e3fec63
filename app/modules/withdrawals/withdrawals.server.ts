import { and, desc, eq, not, sql } from 'drizzle-orm';
import { getDb, type Tx } from '~/db/client.server';
import { orders, shippingZones, withdrawals } from '~/db/schema';
import { env } from '~/env.server';
import type { Lang } from '~/i18n/config';
import { enqueueEmail } from '~/modules/email/outbox.server';
import {
  withdrawalAcknowledgementEmail,
  withdrawalNotificationEmail,
} from '~/modules/email/templates/withdrawal-emails';
import type { WithdrawalInput } from '~/modules/forms/form-schemas';
import { orderPageUrl } from '~/modules/orders/order-page.server';
import { readSettings } from '~/modules/settings/settings.server';
import { type WithdrawalFilter, withdrawalState } from './filters';
import { isAfterPeriod, normaliseOrderNumber } from './withdrawal-period';

/** The order the statement names, when its number and the e-mail address belong together. */
async function matchOrder(tx: Tx, typedNumber: string, email: string) {
  const prefix = normaliseOrderNumber(typedNumber);
  if (!prefix) return undefined;
  const [order] = await tx
    .select({ id: orders.id, shippedAt: orders.shippedAt, deliveryMaxDays: shippingZones.deliveryMaxDays })
    .from(orders)
    .leftJoin(shippingZones, eq(shippingZones.countryCode, orders.country))
    .where(
      and(
        sql`${orders.id}::text like ${`${prefix}%`}`,
        sql`lower(${orders.customerEmail}) = lower(${email})`,
      ),
    )
    .limit(1);
  return order;
}

/**
 * Records a withdrawal statement and queues its acknowledgement and the owner's notice in the same
 * transaction: the statement exists exactly when its e-mails do. It is never refused: one that
 * matches no order or arrives late is kept with a flag for the owner. `now` is for tests.
 */
export async function recordWithdrawal(
  input: WithdrawalInput,
  lang: Lang,
  now: Date = new Date(),
): Promise<{ id: string; receivedAt: Date }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const shop = await readSettings(tx);
    const order = await matchOrder(tx, input.orderNumber, input.email);
    const late = order
      ? isAfterPeriod({
          shippedAt: order.shippedAt,
          deliveryMaxDays: order.deliveryMaxDays ?? 0,
          periodDays: shop.operations.returnDays,
          receivedAt: now,
        })
      : false;
    const [row] = await tx
      .insert(withdrawals)
      .values({
        receivedAt: now,
        language: lang,
        name: input.name,
        email: input.email,
        orderNumber: input.orderNumber,
        orderId: order?.id ?? null,
        items: input.items || null,
        reason: input.reason || null,
        late,
      })
      .returning({ id: withdrawals.id });
    const id = (row as { id: string }).id;
    const pageUrl = order ? await orderPageUrl(tx, { id: order.id, language: lang }) : undefined;
    const statement = { ...input, receivedAt: now, language: lang, pageUrl };
    await enqueueEmail(tx, {
      kind: 'withdrawal-acknowledgement',
      to: input.email,
      language: lang,
      ...withdrawalAcknowledgementEmail(statement, shop),
      dedupeKey: `withdrawal-acknowledgement:${id}`,
    });
    await enqueueEmail(tx, {
      kind: 'withdrawal-notification',
      to: env().SHOP_INFO_EMAIL,
      language: 'nl',
      ...withdrawalNotificationEmail({ ...statement, matched: order !== undefined, late }, shop),
      dedupeKey: `withdrawal-notification:${id}`,
    });
    return { id, receivedAt: now };
  });
}

/** When a statement was received, for the confirmation page (nothing personal: the id is the only key). */
export async function withdrawalReceivedAt(id: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ receivedAt: withdrawals.receivedAt })
    .from(withdrawals)
    .where(eq(withdrawals.id, id))
    .limit(1);
  return row?.receivedAt ?? null;
}

const isFlagged = sql`(${withdrawals.orderId} is null or ${withdrawals.late})`;

/** The admin's list, newest first, by state (see filters.ts: 'flagged' is not a stored status). */
export async function listWithdrawals(filter: WithdrawalFilter) {
  const db = await getDb();
  const where =
    filter === 'all'
      ? undefined
      : filter === 'flagged'
        ? and(eq(withdrawals.status, 'new'), isFlagged)
        : filter === 'new'
          ? and(eq(withdrawals.status, 'new'), not(isFlagged))
          : eq(withdrawals.status, filter);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.receivedAt))
    .limit(200);
  return rows.map((row) => ({ ...row, state: withdrawalState(row) }));
}
