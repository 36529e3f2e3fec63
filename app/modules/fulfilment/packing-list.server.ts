import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { adminText } from '~/modules/admin/admin-text';
import { htmlToPdf } from '~/modules/invoices/html-to-pdf.server';
import { MAX_SELECTED } from './bulk-form';
import { renderPackingListHtml } from './packing-list-html';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the order list sends the browser for the packing list of the ticked orders. */
export function packingListUrl(orderIds: string[]): string {
  const query = new URLSearchParams(orderIds.map((id) => ['order', id]));
  return `/admin/dashboard/orders/packing-list.pdf?${query}`;
}

function text(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The packing list PDF of the paid orders among `orderIds`, oldest first, one page per order,
 * through the invoices' Chromium renderer. No access check of its own: the admin route guards it.
 * Unpaid orders are left out (nothing to pack yet); shipped ones stay in, so a list can be printed again.
 */
export async function packingListPdfResponse(orderIds: string[], now = new Date()): Promise<Response> {
  const ids = [...new Set(orderIds.filter((id) => UUID.test(id)))].slice(0, MAX_SELECTED);
  if (ids.length === 0) return text(400, adminText('bulk.noneSelected'));
  const db = await getDb();
  const slips = await db
    .select()
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.paymentStatus, 'paid')))
    .orderBy(asc(orders.createdAt));
  if (slips.length === 0) return text(404, adminText('bulk.noPaidOrders'));
  const pdf = await htmlToPdf(renderPackingListHtml(slips));
  const filename = adminText('packingList.filename', { date: now.toISOString().slice(0, 10) });
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Content-Length': String(pdf.length),
      // Names and addresses: never in a shared cache.
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
