import { and, eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { getDb } from '~/db/client.server';
import { orders, refunds } from '~/db/schema';
import { isUuid } from '~/modules/http/is-uuid';
import { htmlToPdf } from '~/modules/invoices/html-to-pdf.server';
import { renderInvoiceHtml } from '~/modules/invoices/invoice-html';
import { buildCreditNote } from './credit-note';

/** A refund's credit invoice as PDF bytes, through the invoice renderer; undefined when unknown. */
export async function renderCreditNotePdf(
  db: Db,
  refundId: string,
  orderId?: string,
): Promise<{ pdf: Buffer; creditNumber: string } | undefined> {
  const [row] = await db
    .select({ refund: refunds, order: orders })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(orderId ? and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)) : eq(refunds.id, refundId))
    .limit(1);
  if (!row) return undefined;
  const pdf = await htmlToPdf(renderInvoiceHtml(buildCreditNote(row.order, row.refund)));
  return { pdf, creditNumber: row.refund.creditNumber };
}

/**
 * The download for the admin (the route runs requireAdmin first) and the customer (the route found
 * the order by its page token); 404 for a refund that is not this order's.
 */
export async function creditNotePdfResponse(orderId: string, refundId: string): Promise<Response> {
  const found =
    isUuid(orderId) && isUuid(refundId)
      ? await renderCreditNotePdf(await getDb(), refundId, orderId)
      : undefined;
  if (!found)
    return new Response('Credit note not found', {
      status: 404,
      headers: { 'Cache-Control': 'private, no-store' },
    });
  return new Response(new Uint8Array(found.pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="creditfactuur-${found.creditNumber}.pdf"`,
      'Content-Length': String(found.pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
