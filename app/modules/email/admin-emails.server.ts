import type { Db } from '~/db/client.server';
import { enqueueEmail } from './outbox.server';

/**
 * The confirmation a new admin-area account receives. The admin area is Dutch-only, so is this
 * message. (Interim plain template; the designed template replaces the body, not the signature.)
 */
export async function enqueueAdminSignupConfirmation(
  db: Pick<Db, 'insert'>,
  account: { userId: string; email: string; isAdmin: boolean },
): Promise<boolean> {
  const text = account.isAdmin
    ? `Je account ${account.email} is aangemaakt. Je hebt admin rechten.`
    : `Je account ${account.email} is aangemaakt. Een beheerder moet je nog admin rechten geven.`;
  return enqueueEmail(db, {
    kind: 'admin-signup',
    to: account.email,
    language: 'nl',
    subject: 'Je account is aangemaakt',
    html: `<p>${text}</p>`,
    text,
    dedupeKey: `admin-signup:${account.userId}`,
  });
}
