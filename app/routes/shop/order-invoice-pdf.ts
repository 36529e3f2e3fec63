import { invoicePdfResponse } from '~/modules/invoices/invoice-response.server';
import { findOrderByToken } from '~/modules/orders/order-page.server';
import type { Route } from './+types/order-invoice-pdf';

/** The customer's invoice download: the order page's token is the proof of ownership. */
export async function loader({ params }: Route.LoaderArgs) {
  const order = await findOrderByToken(params.token);
  if (!order)
    return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  return invoicePdfResponse(order.id);
}
