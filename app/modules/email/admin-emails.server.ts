import type { Db, Tx } from '~/db/client.server';
import { readSettings } from '~/modules/settings/settings.server';
import { enqueueEmail } from './outbox.server';
import { adminSignupEmail } from './templates/shop-emails';

/** The confirmation a new admin-area account receives (Dutch, like the admin area). */
export async function enqueueAdminSignupConfirmation(
  db: Db | Tx,
  account: { userId: string; email: string; isAdmin: boolean },
): Promise<boolean> {
  return enqueueEmail(db, {
    kind: 'admin-signup',
    to: account.email,
    language: 'nl',
    ...adminSignupEmail(account, await readSettings(db)),
    dedupeKey: `admin-signup:${account.userId}`,
  });
}
