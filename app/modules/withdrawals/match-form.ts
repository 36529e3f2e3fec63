import { z } from 'zod';
import { adminText } from '~/modules/admin/admin-text';
import { orderNumber } from '~/modules/orders/status';
import type { MatchOutcome } from './withdrawal-admin.server';

/** The owner's 'Koppelen' form on a statement in the 'Herroepingen' list. */
export const matchSchema = z.object({
  withdrawalId: z.uuid(adminText('withdrawals.match.notFound')),
  orderNumber: z
    .string({ error: adminText('withdrawals.match.required') })
    .trim()
    .min(1, adminText('withdrawals.match.required'))
    .max(40, adminText('withdrawals.match.tooLong')),
});

/** What the owner reads after 'Koppelen', and the status code that goes with it. */
export function matchFeedback(
  outcome: MatchOutcome,
  typed: string,
): { status: 200 | 400 | 404 | 409; message: string } {
  if (outcome.ok) {
    return {
      status: 200,
      message: adminText('withdrawals.match.done', { number: orderNumber(outcome.orderId) }),
    };
  }
  switch (outcome.reason) {
    case 'order-not-found':
      return { status: 400, message: adminText('withdrawals.match.orderNotFound', { number: typed }) };
    case 'already-refunded':
      return { status: 409, message: adminText('withdrawals.match.alreadyRefunded') };
    default:
      return { status: 404, message: adminText('withdrawals.match.notFound') };
  }
}
