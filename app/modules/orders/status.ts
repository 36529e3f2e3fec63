import type { ProviderPaymentStatus } from '~/modules/payments/port';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** Mollie's final statuses map 1:1; open, pending and authorized keep the order pending (DESIGN.md 4). */
export function orderStatusFor(status: ProviderPaymentStatus): OrderStatus {
  switch (status) {
    case 'paid':
    case 'failed':
    case 'canceled':
    case 'expired':
      return status;
    default:
      return 'pending';
  }
}

/** The payment did not go through and never will (a final status other than paid). */
export const paymentFailed = (status: OrderStatus): status is 'failed' | 'canceled' | 'expired' =>
  status === 'failed' || status === 'canceled' || status === 'expired';

/** An unpaid final status puts the reserved stock back. */
export const releasesStock = paymentFailed;

/**
 * A paid or still-open order empties the shopper's cart on the return page; after a failed payment
 * the cart stays, for another try.
 */
export const emptiesCart = (status: OrderStatus) => !paymentFailed(status);

/** Only a pending order moves; a final status is final, so repeated or late webhooks change nothing. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return from === 'pending' && to !== 'pending';
}

/** '#' plus the first 8 characters of the id in upper case. */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(0, 8).toUpperCase()}`;
}
