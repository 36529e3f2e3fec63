import type { InvoiceSellerSnapshot, orders } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import { PRICE_VAT_RATE } from '~/modules/pricing/pricing';
import { divideRounded, toBasisPoints } from '~/modules/pricing/rounding';

/**
 * The content of an invoice as Dutch law asks for it (seller and buyer name and address, KVK and
 * VAT number, a unique number, invoice and delivery date, per line the quantity, description and
 * unit price excluding VAT, discount, VAT rate and amount), built from a paid order. All integer cents.
 */

/** The seller block: the merchant's identity as it stood when the invoice was issued. */
export type Seller = InvoiceSellerSnapshot;

export type InvoiceOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'language'
  | 'invoiceNumber'
  | 'invoiceSeller'
  | 'paidAt'
  | 'customerEmail'
  | 'customerFirstName'
  | 'customerLastName'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'country'
  | 'billingFirstName'
  | 'billingLastName'
  | 'billingAddress'
  | 'billingPostalCode'
  | 'billingCity'
  | 'billingCountry'
  | 'orderItems'
  | 'discountPercentage'
  | 'discountCents'
  | 'vatRate'
  | 'vatCents'
  | 'shippingCents'
  | 'totalCents'
>;

export type InvoiceLine = {
  description: string;
  quantity: number;
  unitNetCents: number;
  netCents: number;
};

export type Invoice = {
  number: string;
  language: Lang;
  orderId: string;
  issueDate: Date;
  /** The shop ships on payment and records no separate delivery date, so the invoice date stands in. */
  deliveryDate: Date;
  seller: Seller;
  buyer: {
    name: string;
    street: string;
    postalCode: string;
    city: string;
    countryCode: string;
    email: string;
  };
  lines: InvoiceLine[];
  /** Sum of the lines, excluding VAT. */
  itemsNetCents: number;
  discountPercentage: number;
  /** The discount excluding VAT, shown as a positive amount that is subtracted. */
  discountNetCents: number;
  /**
   * Cents that reconcile the rounded unit prices with the taxable amount the order was charged on
   * (unit prices and discount are each rounded to the cent from VAT-inclusive amounts). Usually 0.
   */
  roundingCents: number;
  /** The amount VAT was charged on: itemsNet - discountNet + rounding. */
  taxableCents: number;
  vatRate: number;
  vatCents: number;
  /** Charged as the order charged it: spec section 9 adds shipping outside the VAT base. */
  shippingCents: number;
  totalCents: number;
};

export class InvoiceNotIssuedError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} has no invoice: it has no invoice number or paid date`);
    this.name = 'InvoiceNotIssuedError';
  }
}

/** Shop prices include 21 % VAT (spec section 9), so their net is price / 1.21, rounded to the cent. */
function netOfShopPrice(cents: number): number {
  return divideRounded(cents * 10_000, 10_000 + toBasisPoints(PRICE_VAT_RATE));
}

function buyerOf(order: InvoiceOrder): Invoice['buyer'] {
  // The checkout stores either all billing fields or none; the street decides which address is billed.
  const billing = order.billingAddress !== null && order.billingAddress !== '';
  return billing
    ? {
        name: `${order.billingFirstName ?? ''} ${order.billingLastName ?? ''}`.trim(),
        street: order.billingAddress ?? '',
        postalCode: order.billingPostalCode ?? '',
        city: order.billingCity ?? '',
        countryCode: order.billingCountry ?? order.country,
        email: order.customerEmail,
      }
    : {
        name: `${order.customerFirstName} ${order.customerLastName}`.trim(),
        street: order.address,
        postalCode: order.postalCode,
        city: order.city,
        countryCode: order.country,
        email: order.customerEmail,
      };
}

export function buildInvoice(order: InvoiceOrder, seller: Seller): Invoice {
  if (!order.invoiceNumber || !order.paidAt) throw new InvoiceNotIssuedError(order.id);
  const lines = order.orderItems.map((item) => {
    const unitNetCents = netOfShopPrice(item.unitPriceCents);
    return {
      description: item.name,
      quantity: item.quantity,
      unitNetCents,
      netCents: unitNetCents * item.quantity,
    };
  });
  const itemsNetCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const discountNetCents = netOfShopPrice(order.discountCents);
  // The stored totals are the truth the customer paid: total = taxable + VAT + shipping.
  const taxableCents = order.totalCents - order.vatCents - order.shippingCents;
  if (taxableCents < 0) throw new Error(`order ${order.id} has inconsistent totals`);
  return {
    number: order.invoiceNumber,
    language: order.language,
    orderId: order.id,
    issueDate: order.paidAt,
    deliveryDate: order.paidAt,
    seller,
    buyer: buyerOf(order),
    lines,
    itemsNetCents,
    discountPercentage: order.discountPercentage,
    discountNetCents,
    roundingCents: taxableCents - (itemsNetCents - discountNetCents),
    taxableCents,
    vatRate: order.vatRate,
    vatCents: order.vatCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
  };
}
