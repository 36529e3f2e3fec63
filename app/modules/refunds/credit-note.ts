import type { refunds } from '~/db/schema';
import { buildInvoice, type Invoice, type InvoiceOrder } from '~/modules/invoices/invoice-model';
import { sumTaxed, taxOrder } from '~/modules/pricing/pricing';
import { divideRounded } from '~/modules/pricing/rounding';

export type CreditRefund = Pick<
  typeof refunds.$inferSelect,
  'createdAt' | 'creditNumber' | 'creditSeller' | 'lines' | 'discountCents' | 'shippingCents' | 'amountCents'
>;

/**
 * The credit invoice of a refund: the original invoice's buyer and delivery, the returned lines,
 * their share of the discount and the shipping given back, all negative, with the VAT worked out
 * backwards per part at the order's rate exactly as the invoice did (DESIGN.md 4), so the parts
 * add up to the refunded amount to the cent.
 */
export function buildCreditNote(order: InvoiceOrder, refund: CreditRefund): Invoice {
  const original = buildInvoice(order, refund.creditSeller);
  const lines = refund.lines.map((line) => ({
    unitPriceCents: -line.unitPriceCents,
    quantity: line.quantity,
  }));
  // Minus a minus: the discount share comes back as a positive part of a negative document.
  const taxed = taxOrder(lines, -refund.discountCents, -refund.shippingCents, order.vatRate);
  const sum = sumTaxed(taxed);
  if (sum.grossCents !== -refund.amountCents) throw new Error('refund parts do not add up to its amount');
  return {
    ...original,
    number: refund.creditNumber,
    issueDate: refund.createdAt,
    lines: refund.lines.map((line, i) => ({
      description: line.name,
      quantity: line.quantity,
      unitNetCents: divideRounded(taxed.lines[i]!.netCents, line.quantity),
      netCents: taxed.lines[i]!.netCents,
    })),
    discountNetCents: taxed.discount.netCents,
    shippingNetCents: taxed.shipping.netCents,
    netCents: sum.netCents,
    vatCents: sum.vatCents,
    totalCents: sum.grossCents,
    credit: { originalNumber: original.number },
  };
}
