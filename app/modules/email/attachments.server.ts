import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { type EmailAttachment, orders } from '~/db/schema';
import { renderTermsHtml } from '~/modules/content/terms-pdf';
import { readTermsVersion } from '~/modules/content/terms-version.server';
import { htmlToPdf } from '~/modules/invoices/html-to-pdf.server';
import { renderInvoicePdf } from '~/modules/invoices/pdf.server';
import { renderCreditNotePdf } from '~/modules/refunds/credit-pdf.server';

export type ResolvedAttachment = { filename: string; contentType: string; contentBase64: string };

type PdfReference = Exclude<EmailAttachment, { contentBase64: string }>;

/** The PDF an attachment refers to: an order's invoice, a refund's credit invoice, or the terms accepted. */
async function renderReferencedPdf(db: Db, attachment: PdfReference): Promise<Buffer> {
  if ('termsVersion' in attachment) {
    const terms = await readTermsVersion(db, attachment.termsVersion);
    if (!terms) throw new Error(`terms attachment: version ${attachment.termsVersion} not found`);
    return htmlToPdf(renderTermsHtml(terms));
  }
  if ('creditRefundId' in attachment) {
    const credit = await renderCreditNotePdf(db, attachment.creditRefundId);
    if (!credit) throw new Error(`credit attachment: refund ${attachment.creditRefundId} not found`);
    return credit.pdf;
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, attachment.invoiceOrderId)).limit(1);
  if (!order) throw new Error(`invoice attachment: order ${attachment.invoiceOrderId} not found`);
  return renderInvoicePdf(order);
}

/**
 * Turns stored attachments into bytes just before sending. Throws when a referenced document cannot
 * be rendered (the worker then retries the message later rather than sending it without the PDF).
 */
export async function resolveAttachments(
  db: Db,
  attachments: EmailAttachment[],
): Promise<ResolvedAttachment[]> {
  const resolved: ResolvedAttachment[] = [];
  for (const attachment of attachments) {
    if ('contentBase64' in attachment) {
      resolved.push(attachment);
      continue;
    }
    const pdf = await renderReferencedPdf(db, attachment);
    resolved.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      contentBase64: pdf.toString('base64'),
    });
  }
  return resolved;
}
