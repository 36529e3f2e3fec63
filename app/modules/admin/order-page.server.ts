import type { ShipOutcome } from '~/modules/fulfilment/fulfilment.server';
import { carrierChoices, trackingUrl } from '~/modules/fulfilment/tracking';
import { orderRefunds } from '~/modules/refunds/refunds.server';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Toast } from '~/modules/toast/toast';
import { adminText } from './admin-text';
import { orderTimeline } from './order-timeline.server';
import { orderById } from './orders.server';

/** Everything the admin's order page shows, or undefined for an unknown order (a 404). */
export async function orderPage(orderId: string) {
  const order = await orderById(orderId);
  if (!order) return undefined;
  const [settings, timeline, refunds] = await Promise.all([
    shopSettings(),
    orderTimeline(order),
    orderRefunds(order.id),
  ]);
  return {
    order,
    timeline,
    refunds,
    carriers: carrierChoices(settings.operations.carrier),
    trackingUrl: trackingUrl(order),
  };
}

/** What the owner is told after 'Markeer als verzonden' on the order page (not for an unknown order). */
export function shipToast(outcome: ShipOutcome): Toast {
  if (outcome.ok) {
    return {
      type: 'success',
      title: adminText('fulfilment.doneTitle'),
      description: adminText('fulfilment.doneText'),
    };
  }
  const title =
    outcome.reason === 'already-shipped'
      ? adminText('fulfilment.alreadyShipped')
      : adminText('fulfilment.notPaid');
  return { type: 'error', title };
}
