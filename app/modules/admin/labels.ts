import type { OrderStatus } from '~/modules/orders/status';
import { adminTexts } from './admin-text';

/** The admin's Dutch labels (DESIGN.md 4), from locales/nl/admin.json. */
export const orderStatusLabels: Record<OrderStatus, string> = adminTexts.orders.status;

export const quoteStatusLabels = adminTexts.quotes.status;
export type QuoteStatus = keyof typeof quoteStatusLabels;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && value in orderStatusLabels;
export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  typeof value === 'string' && value in quoteStatusLabels;
