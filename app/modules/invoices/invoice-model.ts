import type { InvoiceSellerSnapshot, orders } from '~/db/schema';
import type { Lang } from '~/i18n/config';
import type { OrderAmounts, OrderRecipient } from '~/modules/orders/order-shapes';
import { sumTaxed, taxOrder } from '~/modules/pricing/pricing';
import { divideRounded } from '~/modules/pricing/rounding';
import { type DeliveryDate, deliveryDate } from './delivery-date';

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
  | 'shippedAt'
  | 'customerEmail'
  | 'billingFirstName'
  | 'billingLastName'
  | 'billingAddress'
  | 'billingPostalCode'
  | 'billingCity'
  | 'billingCountry'
  | 'orderItems'
> &
  OrderRecipient &
  // Not the stored gross subtotal: the invoice works its net amounts out from the lines (taxOrder).
  Omit<OrderAmounts, 'subtotalCents'>;

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
  /** The dispatch date once the parcel has left, else the invoice date, saying so. */
  delivery: DeliveryDate;
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
  discountPercentage: number;
  /** The volume discount excluding VAT, a negative amount; 0 without a discount. */
  discountNetCents: number;
  /** Shipping excluding VAT; shipping is taxed at the same destination rate as the goods. */
  shippingNetCents: number;
  /** Lines + discount + shipping, excluding VAT: the amount VAT was charged on. */
  netCents: number;
  vatRate: number;
  vatCents: number;
  totalCents: number;
  /** Set on a credit invoice: the invoice it corrects. Its amounts are then negative. */
  credit?: { originalNumber: string };
};

export class InvoiceNotIssuedError extends Error {
  constructor(orderId: string) {
    super(`order ${orderId} has no invoice: it has no invoice number or paid date`);
    this.name = 'InvoiceNotIssuedError';
  }
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

/**
 * The invoice of a paid order. Every amount is the order's gross amount with the destination VAT
 * worked out backwards per line (pricing's taxOrder, the same split the checkout made), so the
 * lines add up to the stored totals exactly; a mismatch means corrupt data and is refused.
 */
export function buildInvoice(order: InvoiceOrder, seller: Seller): Invoice {
  if (!order.invoiceNumber || !order.paidAt) throw new InvoiceNotIssuedError(order.id);
  const taxed = taxOrder(order.orderItems, order.discountCents, order.shippingCents, order.vatRate);
  const sum = sumTaxed(taxed);
  if (sum.grossCents !== order.totalCents || sum.vatCents !== order.vatCents)
    throw new Error(`order ${order.id} has inconsistent totals`);
  return {
    number: order.invoiceNumber,
    language: order.language,
    orderId: order.id,
    issueDate: order.paidAt,
    delivery: deliveryDate({ paidAt: order.paidAt, shippedAt: order.shippedAt }),
    seller,
    buyer: buyerOf(order),
    lines: order.orderItems.map((item, i) => ({
      description: item.name,
      quantity: item.quantity,
      // The unit price excluding VAT, to the cent; the line amount is the exact one.
      unitNetCents: divideRounded(taxed.lines[i]!.netCents, item.quantity),
      netCents: taxed.lines[i]!.netCents,
    })),
    discountPercentage: order.discountPercentage,
    discountNetCents: taxed.discount.netCents,
    shippingNetCents: taxed.shipping.netCents,
    netCents: sum.netCents,
    vatRate: order.vatRate,
    vatCents: sum.vatCents,
    totalCents: sum.grossCents,
  };
}
