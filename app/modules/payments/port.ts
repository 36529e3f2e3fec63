import type { Lang } from '~/i18n/config';

/** Mollie's payment statuses (Payments API). */
export type ProviderPaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired';

export type CreatePaymentInput = {
  orderId: string;
  amountCents: number;
  description: string;
  redirectUrl: string;
  /** Omitted when the shop is not publicly reachable: Mollie refuses a localhost webhook. */
  webhookUrl?: string;
  lang: Lang;
};

export type ProviderPayment = { id: string; status: ProviderPaymentStatus; orderId: string | undefined };

export type PaymentMethod = { id: string; description: string; image: string };

/** A refund as the shop tracks it; Mollie's queued/pending/processing are all still 'pending'. */
export type RefundStatus = 'pending' | 'refunded' | 'failed';

export type CreateRefundInput = {
  paymentId: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  /** The same key twice makes one refund (a double click, a retry after a lost answer). */
  idempotencyKey: string;
};

export type ProviderRefund = { id: string; status: RefundStatus; amountCents: number };

/** Mollie's refund statuses in the shop's three: a canceled refund gave nothing back, like a failed one. */
export function refundStatusFor(providerStatus: string): RefundStatus {
  if (providerStatus === 'refunded') return 'refunded';
  if (providerStatus === 'failed' || providerStatus === 'canceled') return 'failed';
  return 'pending';
}

/** What the shop needs of a payment provider; Mollie and the built-in test checkout implement it. */
export interface PaymentProvider {
  readonly name: 'mollie' | 'test';
  /** `expiresAt`: when the provider lets the unpaid payment lapse (the order's stock is released then). */
  createPayment(input: CreatePaymentInput): Promise<{ id: string; checkoutUrl: string; expiresAt?: Date }>;
  getPayment(id: string): Promise<ProviderPayment | undefined>;
  listMethods(): Promise<PaymentMethod[]>;
  createRefund(input: CreateRefundInput): Promise<ProviderRefund>;
  /** Every refund of a payment with its current status (what a webhook about the payment may have changed). */
  listRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

/** Amounts as Mollie wants them: a string with two decimals, "29.95". */
export function toMollieAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
