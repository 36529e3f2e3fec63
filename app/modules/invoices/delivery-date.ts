/**
 * The delivery date an invoice states (art. 35a Wet OB: the date of the supply when it differs
 * from the invoice date). The supply is the dispatch, so once the parcel has left its date is the
 * delivery date; before that the invoice (issued on payment) says the two dates are the same.
 */
export type DeliveryDate = { date: Date; sameAsInvoiceDate: boolean };

export function deliveryDate(order: { paidAt: Date; shippedAt: Date | null }): DeliveryDate {
  return order.shippedAt
    ? { date: order.shippedAt, sameAsInvoiceDate: false }
    : { date: order.paidAt, sameAsInvoiceDate: true };
}
