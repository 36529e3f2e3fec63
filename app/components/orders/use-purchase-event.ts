import { useEffect } from 'react';
import { euros, track } from '~/modules/analytics/pixel';

/** Purchase fires once per paid order, also when the shopper reloads the page. */
export function usePurchaseEvent(
  order: { orderNumber: string; status: string; totalCents: number; productIds: string[] } | null,
) {
  useEffect(() => {
    if (order?.status !== 'paid') return;
    const key = `purchase-tracked:${order.orderNumber}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    track('Purchase', {
      value: euros(order.totalCents),
      currency: 'EUR',
      content_type: 'product',
      content_ids: order.productIds,
    });
  }, [order]);
}
