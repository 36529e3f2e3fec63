import type { Db } from '~/db/client.server';
import { enqueueEmail } from './outbox.server';
import { adminSignupEmail } from './templates/shop-emails';

/** The confirmation a new admin-area account receives (Dutch, like the admin area). */
export async function enqueueAdminSignupConfirmation(
  db: Pick<Db, 'insert'>,
  account: { userId: string; email: string; isAdmin: boolean },
): Promise<boolean> {
  return enqueueEmail(db, {
    kind: 'admin-signup',
    to: account.email,
    language: 'nl',
    ...adminSignupEmail(account),
    dedupeKey: `admin-signup:${account.userId}`,
  });
}
