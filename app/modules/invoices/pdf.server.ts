import { closePdfRenderer, htmlToPdf } from './html-to-pdf.server';
import { renderInvoiceHtml } from './invoice-html';
import { buildInvoice, type InvoiceOrder } from './invoice-model';

export { PdfRenderTimeoutError, pdfRendererStats } from './html-to-pdf.server';

import { sellerFromEnv } from './seller.server';

/** The invoice of a paid order as PDF bytes; throws InvoiceNotIssuedError for an unpaid order. */
export function renderInvoicePdf(order: InvoiceOrder): Promise<Buffer> {
  return htmlToPdf(renderInvoiceHtml(buildInvoice(order, sellerFromEnv())));
}

/** Call on shutdown so Chromium does not outlive the server. */
export const closeInvoiceRenderer = closePdfRenderer;
