import { isAfterPeriod } from '~/modules/withdrawals/withdrawal-period';
import type { OrderStatus } from './status';

export type FulfilmentStatus = 'unfulfilled' | 'shipped';

/** Where an order stands for its customer: payment and dispatch in one word. */
export type OrderStage = 'awaitingPayment' | 'failed' | 'canceled' | 'expired' | 'preparing' | 'shipped';

export function orderStage(payment: OrderStatus, fulfilment: FulfilmentStatus): OrderStage {
  if (payment !== 'paid') return payment === 'pending' ? 'awaitingPayment' : payment;
  return fulfilment === 'shipped' ? 'shipped' : 'preparing';
}

/**
 * Whether the order page offers the withdrawal button: a paid order whose period has not ended.
 * The statement form itself accepts statements at any time (and flags late ones); the button is
 * only the shortcut while withdrawing is clearly the customer's right.
 */
export function withdrawalOpen(order: {
  paymentStatus: OrderStatus;
  shippedAt: Date | null;
  deliveryMaxDays: number;
  periodDays: number;
  now: Date;
}): boolean {
  if (order.paymentStatus !== 'paid') return false;
  return !isAfterPeriod({
    shippedAt: order.shippedAt,
    deliveryMaxDays: order.deliveryMaxDays,
    periodDays: order.periodDays,
    receivedAt: order.now,
  });
}
