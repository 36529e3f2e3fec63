import type { OrderStatus } from '~/modules/orders/status';

/** The admin's Dutch labels (DESIGN.md 4). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  paid: 'Betaald',
  pending: 'In afwachting',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

export const quoteStatusLabels = {
  pending: 'In afwachting',
  contacted: 'Contact opgenomen',
  completed: 'Afgerond',
} as const;
export type QuoteStatus = keyof typeof quoteStatusLabels;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && value in orderStatusLabels;
export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  typeof value === 'string' && value in quoteStatusLabels;
