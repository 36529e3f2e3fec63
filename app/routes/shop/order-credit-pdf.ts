import { findOrderByToken } from '~/modules/orders/order-page.server';
import { creditNotePdfResponse } from '~/modules/refunds/credit-pdf.server';
import type { Route } from './+types/order-credit-pdf';

/** A credit invoice of the customer's order: the order page's token proves the order is theirs. */
export async function loader({ params }: Route.LoaderArgs) {
  const order = await findOrderByToken(params.token);
  if (!order)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return creditNotePdfResponse(order.id, params.refundId);
}
