import type { OrderItem, orders } from '~/db/schema';

type OrderRow = typeof orders.$inferSelect;

/** Who an order goes to and where: what the e-mails and the packing slip print. */
export type OrderRecipient = Pick<
  OrderRow,
  'customerFirstName' | 'customerLastName' | 'address' | 'postalCode' | 'city' | 'country'
>;

/** The amounts an order stores (integer cents; the VAT rate in percent). */
export type OrderAmounts = Pick<
  OrderRow,
  | 'subtotalCents'
  | 'discountPercentage'
  | 'discountCents'
  | 'vatRate'
  | 'vatCents'
  | 'shippingCents'
  | 'totalCents'
>;

/** An order line without its product id: what a customer reads. */
export type OrderLineText = Omit<OrderItem, 'productId'>;
