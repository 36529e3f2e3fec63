import { eq } from 'drizzle-orm';
import type { Db } from '~/db/client.server';
import { type EmailAttachment, orders } from '~/db/schema';
import { renderInvoicePdf } from '~/modules/invoices/pdf.server';

export type ResolvedAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Turns stored attachments into bytes just before sending. Throws when a referenced invoice cannot
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
    const [order] = await db.select().from(orders).where(eq(orders.id, attachment.invoiceOrderId)).limit(1);
    if (!order) throw new Error(`invoice attachment: order ${attachment.invoiceOrderId} not found`);
    const pdf = await renderInvoicePdf(order);
    resolved.push({
      filename: attachment.filename,
      contentType: attachment.contentType,
      contentBase64: pdf.toString('base64'),
    });
  }
  return resolved;
}
