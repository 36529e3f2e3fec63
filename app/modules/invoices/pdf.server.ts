import { closePdfRenderer, htmlToPdf } from './html-to-pdf.server';
import { renderInvoiceHtml } from './invoice-html';
import { buildInvoice, type InvoiceOrder } from './invoice-model';

export { PdfRenderTimeoutError, pdfRendererStats } from './html-to-pdf.server';

import { shopSettings } from '~/modules/settings/settings.server';
import { sellerFromIdentity } from './seller.server';

/**
 * The invoice of a paid order as PDF bytes; throws InvoiceNotIssuedError for an unpaid order.
 * The seller is the one stored when the number was assigned: an issued invoice never changes when
 * the merchant edits the settings later (orders paid before snapshots existed use the current one).
 */
export async function renderInvoicePdf(order: InvoiceOrder): Promise<Buffer> {
  const seller = order.invoiceSeller ?? sellerFromIdentity((await shopSettings()).identity);
  return htmlToPdf(renderInvoiceHtml(buildInvoice(order, seller)));
}

/** Call on shutdown so Chromium does not outlive the server. */
export const closeInvoiceRenderer = closePdfRenderer;
