import type { TFunction } from '~/i18n/translation';
import { PENDING_ORDERS_LIMIT } from '~/modules/orders/order-limits.server';
import type { PlaceOrderResult } from '~/modules/orders/place-order.server';

type Refusal = Exclude<PlaceOrderResult, { ok: true }>;

/** The shopper's message and the status code for a checkout placeOrder refused. */
export function checkoutFailure(result: Refusal, t: TFunction): { description: string; status: number } {
  switch (result.reason) {
    case 'rate-limited':
      return {
        description: t('checkout.rateLimitedText', { count: Math.ceil(result.retryAfterSeconds / 60) }),
        status: 429,
      };
    case 'too-many-pending':
      return { description: t('checkout.tooManyPendingText', { count: PENDING_ORDERS_LIMIT }), status: 409 };
    case 'out-of-stock':
      return { description: t('checkout.outOfStockText'), status: 409 };
    case 'invalid-total':
      return { description: t('checkout.invalidTotal'), status: 409 };
    case 'payment':
      return { description: t('checkout.failedText'), status: 502 };
    default:
      return { description: t('checkout.failedText'), status: 409 };
  }
}
