import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { adminInvitations, users } from '~/db/schema';
import { formatDate } from '~/i18n/format';
import { enqueueInvitationEmail } from '~/modules/email/admin-emails.server';
import { emailOrigin } from '~/modules/orders/order-page.server';
import admin from '../../../locales/nl/admin.json';
import { type Account, AccountError, accountById, insertAccount } from './accounts.server';
import { hashPassword } from './password.server';

/** How long an invitation link works (issue 16.10). */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type InviteOutcome = 'invited' | 'already-admin' | 'has-account';

/**
 * Invites an address to become an admin: a single-use link whose token only the e-mail holds (the
 * database keeps its hash), valid for a week. A newer invitation to the same address replaces the older.
 */
export async function inviteAdmin(email: string, inviter: Account, now = new Date()): Promise<InviteOutcome> {
  const address = email.trim().toLowerCase();
  const db = await getDb();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  if (existing) return (await accountById(existing.id))?.isAdmin ? 'already-admin' : 'has-account';
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    await tx
      .delete(adminInvitations)
      .where(and(eq(adminInvitations.email, address), isNull(adminInvitations.acceptedAt)));
    const [row] = await tx
      .insert(adminInvitations)
      .values({
        email: address,
        tokenHash: hashToken(token),
        invitedBy: inviter.id,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: adminInvitations.id });
    await enqueueInvitationEmail(tx, {
      id: (row as { id: string }).id,
      email: address,
      inviter: inviter.email,
      url: `${emailOrigin()}/admin/invitation/${token}`,
      expires: formatDate(expiresAt, 'nl'),
    });
  });
  return 'invited';
}

function usable(token: string, now: Date) {
  return and(
    eq(adminInvitations.tokenHash, hashToken(token)),
    isNull(adminInvitations.acceptedAt),
    gt(adminInvitations.expiresAt, now),
  );
}

/** The invited address, while the link is unused and unexpired; else null. */
export async function openInvitation(token: string, now = new Date()): Promise<{ email: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ email: adminInvitations.email })
    .from(adminInvitations)
    .where(usable(token, now))
    .limit(1);
  return row ?? null;
}

/**
 * Turns an invitation into an admin account with the chosen password, exactly once: the invitation
 * is claimed by a conditional update in the transaction that creates the account. The e-mail
 * address counts as confirmed, since the link reached it.
 */
export async function acceptInvitation(token: string, password: string, now = new Date()): Promise<Account> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(adminInvitations)
      .set({ acceptedAt: now })
      .where(usable(token, now))
      .returning({ email: adminInvitations.email });
    if (!invitation) throw new AccountError('invalid');
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${invitation.email}`)
      .limit(1);
    if (existing) throw new AccountError('account-exists');
    return insertAccount(tx, {
      email: invitation.email,
      passwordHash,
      isAdmin: true,
      emailConfirmed: true,
      welcome: false, // the invitation was the welcome
    });
  });
}

export type Redemption = { ok: true; account: Account } | { ok: false; status: 404 | 409; message: string };

/**
 * The invitation page's password (checked by invitationSchema) turns the invitation into a signed-in
 * admin; a used, expired or unknown link answers 404, an address that has an account by now 409.
 */
export async function redeemInvitation(
  token: string,
  password: string,
  now = new Date(),
): Promise<Redemption> {
  try {
    return { ok: true, account: await acceptInvitation(token, password, now) };
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    return error.message === 'account-exists'
      ? { ok: false, status: 409, message: admin.invitation.accountExists }
      : { ok: false, status: 404, message: admin.invitation.invalid };
  }
}

/** The invitations still waiting for their link to be used, newest first. */
export async function pendingInvitations(now = new Date()): Promise<{ email: string; expiresAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ email: adminInvitations.email, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .where(and(isNull(adminInvitations.acceptedAt), gt(adminInvitations.expiresAt, now)))
    .orderBy(sql`${adminInvitations.createdAt} desc`);
}
