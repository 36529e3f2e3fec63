import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders, shippingZones } from '~/db/schema';
import { readCart } from '~/modules/cart/cart-cookie.server';
import { hashToken, readBrowserToken } from '~/modules/checkout/browser-token.server';
import { isUuid } from '~/modules/http/is-uuid';
import { logger } from '~/modules/observability/logger.server';
import { syncPayment } from '~/modules/payments/sync.server';
import type { DeliveryDays } from '~/modules/shipping/delivery';
import { emptiesCart, type OrderStatus, orderNumber } from './status';

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
  /** The order is paid or open and the cart is not empty yet: the page empties it first. */
  cartToEmpty: boolean;
};

/**
 * What the return page shows. Webhooks can be late (and never come on localhost), so a pending
 * order asks the payment provider itself before answering.
 */
export async function loadOrderSuccess(
  request: Request,
  rawOrderId: string | null,
): Promise<OrderSuccessView | undefined> {
  if (!isUuid(rawOrderId)) return undefined;
  const db = await getDb();
  const find = async () => (await db.select().from(orders).where(eq(orders.id, rawOrderId)).limit(1))[0];
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
    cartToEmpty: emptiesCart(order.paymentStatus) && (await readCart(request)).length > 0,
  };
}
