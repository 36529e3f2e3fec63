import type { Db, Tx } from '~/db/client.server';
import { readSettings } from '~/modules/settings/settings.server';
import { enqueueEmail } from './outbox.server';
import { invitationEmail, registrationNoticeEmail } from './templates/account-emails';
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

/**
 * The e-mail every sign-up after the first gets, instead of an answer on the page that would tell
 * whether the address has an account. One per address per hour at most (the dedupe key's hour).
 */
export async function enqueueRegistrationNotice(
  db: Db | Tx,
  notice: { email: string; hasAccount: boolean; loginUrl: string },
): Promise<boolean> {
  const hour = Math.floor(Date.now() / 3_600_000);
  return enqueueEmail(db, {
    kind: notice.hasAccount ? 'admin-signup-existing' : 'admin-signup-invitation-only',
    to: notice.email,
    language: 'nl',
    ...registrationNoticeEmail(notice, await readSettings(db)),
    dedupeKey: `admin-signup-notice:${notice.email}:${hour}`,
  });
}

export async function enqueueInvitationEmail(
  db: Db | Tx,
  invitation: { id: string; email: string; inviter: string; url: string; expires: string },
): Promise<boolean> {
  return enqueueEmail(db, {
    kind: 'admin-invitation',
    to: invitation.email,
    language: 'nl',
    ...invitationEmail(invitation, await readSettings(db)),
    dedupeKey: `admin-invitation:${invitation.id}`,
  });
}
