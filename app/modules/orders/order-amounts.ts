import type { CheckoutTotals } from '~/modules/pricing/pricing';
import type { OrderAmounts } from './order-shapes';

/**
 * The amounts an order row stores, from the checkout's totals: the order's total is the grand total
 * (shipping and VAT included), the figure the customer paid and the invoice states.
 */
export function orderAmounts(totals: CheckoutTotals): OrderAmounts {
  return {
    subtotalCents: totals.subtotalCents,
    discountPercentage: totals.discountPercentage,
    discountCents: totals.discountCents,
    vatRate: totals.vatRate,
    vatCents: totals.vatCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.grandTotalCents,
  };
}
