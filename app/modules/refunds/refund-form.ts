import { z } from 'zod';
import { formatMoney } from '~/i18n/format';
import { translate } from '~/i18n/translation';
import admin from '../../../locales/nl/admin.json';
import type { RefundRefusal, RefundRequest } from './refund-plan';

const m = admin.refunds;
const t = (key: keyof typeof m, values?: Record<string, string>) =>
  translate(admin, 'nl', `refunds.${key}`, values);
const money = (cents: number) => formatMoney(cents, 'nl');

/**
 * The admin's refund form: the whole order, or a quantity per order line and/or the shipping. Only
 * which lines and how many come from the browser; every amount is worked out from the stored order.
 * `token` is the form's idempotency key (a double click makes one refund).
 */
export const refundSchema = z.object({
  token: z.uuid(m.errorToken),
  scope: z.enum(['whole', 'lines'], { error: m.errorNothing }),
  lines: z
    .array(
      z.object({
        productId: z.string().min(1).max(100),
        quantity: z
          .number({ error: m.errorQuantity })
          .int(m.errorQuantity)
          .min(0, m.errorQuantity)
          .max(100_000, m.errorQuantity)
          .optional(),
      }),
    )
    .max(100)
    .optional(),
  shipping: z.boolean().optional(),
  restock: z.boolean().optional(),
  withdrawalId: z.uuid().optional(),
});

export type RefundForm = z.infer<typeof refundSchema>;

export function refundRequestOf(form: RefundForm): RefundRequest {
  if (form.scope === 'whole') return { whole: true };
  const quantities: Record<string, number> = {};
  for (const line of form.lines ?? [])
    quantities[line.productId] = (quantities[line.productId] ?? 0) + (line.quantity ?? 0);
  return { whole: false, quantities, shipping: form.shipping === true };
}

/** Why the refund was not made, in the owner's words, with the HTTP status of the answer. */
export function refundFailureMessage(
  failure:
    | { reason: 'not-paid' | 'provider-down' | 'provider-refused' }
    | { reason: 'refused'; refusal: RefundRefusal },
): { message: string; status: number } {
  switch (failure.reason) {
    case 'not-paid':
      return { message: m.errorNotPaid, status: 409 };
    case 'provider-down':
      return { message: m.errorProviderDown, status: 503 };
    case 'provider-refused':
      return { message: m.errorProviderRefused, status: 409 };
    default:
      return { message: refusalMessage(failure.refusal), status: 409 };
  }
}

function refusalMessage(refusal: RefundRefusal): string {
  switch (refusal.reason) {
    case 'too-many':
      return t('errorTooMany', { name: refusal.name, max: String(refusal.max) });
    case 'exceeds-paid':
      return t('errorExceedsPaid', { left: money(refusal.leftCents) });
    case 'shipping-refunded':
      return m.errorShippingRefunded;
    case 'unknown-line':
      return m.errorUnknownLine;
    default:
      return m.errorNothing;
  }
}

export function refundDoneToast(refund: { amountCents: number; creditNumber: string }) {
  return {
    type: 'success' as const,
    title: m.doneTitle,
    description: t('doneText', { amount: money(refund.amountCents), credit: refund.creditNumber }),
  };
}
