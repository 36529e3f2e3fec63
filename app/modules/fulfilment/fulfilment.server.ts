import { eq } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { orderEvents, orders, shippingZones } from '~/db/schema';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { shippingEmail } from '~/modules/email/templates/shipping-email';
import { orderPageUrl } from '~/modules/orders/order-page.server';
import { orderNumber } from '~/modules/orders/status';
import { readSettings } from '~/modules/settings/settings.server';
import { deliveryDaysText } from '~/modules/shipping/delivery';
import type { Shipment } from './ship-form';
import { trackingUrl } from './tracking';

export type ShipOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'not-paid' | 'already-shipped' };

/**
 * Marks a paid order shipped with its carrier and code, records who did it, and queues the shipping
 * e-mail, all in one transaction with the order row locked: two admins (or a double click) ship it
 * once and the customer gets one e-mail. The payment status is left alone: fulfilment is its own field.
 */
export async function markShipped(
  orderId: string,
  input: Shipment,
  actor: string,
  now: Date = new Date(),
): Promise<ShipOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<ShipOutcome> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { ok: false, reason: 'not-found' };
    if (order.paymentStatus !== 'paid') return { ok: false, reason: 'not-paid' };
    if (order.fulfilmentStatus === 'shipped') return { ok: false, reason: 'already-shipped' };
    await tx
      .update(orders)
      .set({
        fulfilmentStatus: 'shipped',
        shippedAt: now,
        carrier: input.carrier,
        trackingCode: input.trackingCode,
        updatedAt: now,
      })
      .where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      at: now,
      actor,
      kind: 'shipped',
      details: { carrier: input.carrier, trackingCode: input.trackingCode },
    });
    await enqueueShippingEmail(tx, { ...order, ...input, shippedAt: now });
    return { ok: true };
  });
}

async function enqueueShippingEmail(
  tx: Db,
  order: typeof orders.$inferSelect & Shipment & { shippedAt: Date },
) {
  const [zone] = await tx
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.countryCode, order.country))
    .limit(1);
  await enqueueEmail(tx, {
    kind: 'shipping',
    to: order.customerEmail,
    language: order.language,
    ...shippingEmail(
      {
        number: orderNumber(order.id),
        firstName: order.customerFirstName,
        lastName: order.customerLastName,
        language: order.language,
        shippedAt: order.shippedAt,
        carrier: order.carrier,
        trackingCode: order.trackingCode,
        trackingUrl: trackingUrl(order),
        deliveryDays: zone ? deliveryDaysText(zone, order.language) : '',
        pageUrl: await orderPageUrl(tx, order),
      },
      await readSettings(tx),
    ),
    dedupeKey: `shipping:${order.id}`,
  });
}
