import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { orders, shippingZones } from '~/db/schema';
import { hashToken, readBrowserToken } from '~/modules/checkout/browser-token.server';
import { logger } from '~/modules/observability/logger.server';
import { syncPayment } from '~/modules/payments/sync.server';
import type { DeliveryDays } from '~/modules/shipping/delivery';
import { type OrderStatus, orderNumber } from './status';

export type OrderSuccessView = {
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  /** Only for the browser that placed the order. */
  customerEmail: string | null;
  productIds: string[];
  /** The delivery country's code and its zone's delivery time, for the 'expected delivery' line. */
  country: string;
  delivery: DeliveryDays | null;
};

/**
 * What the return page shows. Webhooks can be late (and never come on localhost), so a pending
 * order asks the payment provider itself before answering.
 */
export async function loadOrderSuccess(
  request: Request,
  rawOrderId: string | null,
): Promise<OrderSuccessView | undefined> {
  const id = z.uuid().safeParse(rawOrderId);
  if (!id.success) return undefined;
  const db = await getDb();
  const find = async () => (await db.select().from(orders).where(eq(orders.id, id.data)).limit(1))[0];
  let order = await find();
  if (!order) return undefined;
  if (order.paymentStatus === 'pending' && order.molliePaymentId) {
    try {
      await syncPayment(order.molliePaymentId);
      order = (await find()) ?? order;
    } catch (error) {
      logger.warn('payment status sync failed', { orderId: order.id, error: String(error) });
    }
  }
  const [zone] = await db
    .select({
      deliveryMinDays: shippingZones.deliveryMinDays,
      deliveryMaxDays: shippingZones.deliveryMaxDays,
    })
    .from(shippingZones)
    .where(eq(shippingZones.countryCode, order.country))
    .limit(1);
  const token = await readBrowserToken(request);
  const ownBrowser = Boolean(token && order.browserTokenHash && hashToken(token) === order.browserTokenHash);
  return {
    orderNumber: orderNumber(order.id),
    status: order.paymentStatus,
    totalCents: order.totalCents,
    customerEmail: ownBrowser ? order.customerEmail : null,
    productIds: order.orderItems.map((i) => i.productId),
    country: order.country,
    delivery: zone ?? null,
  };
}
