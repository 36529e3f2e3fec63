import { eq } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { isUuid } from '~/modules/http/is-uuid';
import { renderInvoicePdf } from './pdf.server';

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The HTTP answer for an invoice download, with no access check of its own: the route that mounts
 * it runs its guard first (the admin area's `requireAdmin`, or a shopper's proof of ownership).
 * 404 for an unknown order, 409 for an order that has no invoice yet (not paid).
 */
export async function invoicePdfResponse(orderId: string | undefined): Promise<Response> {
  // A malformed id would make PostgreSQL reject the uuid cast: to the caller it is just unknown.
  if (!orderId || !isUuid(orderId)) return text(404, 'Order not found');
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return text(404, 'Order not found');
  if (!order.invoiceNumber || !order.paidAt) return text(409, 'This order has no invoice yet');
  const pdf = await renderInvoicePdf(order);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="factuur-${order.invoiceNumber}.pdf"`,
      'Content-Length': String(pdf.length),
      // Personal data: never in a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
