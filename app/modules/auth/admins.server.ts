import { z } from 'zod';
import { translate } from '~/i18n/translation';
import { isUuid } from '~/modules/http/is-uuid';
import admin from '../../../locales/nl/admin.json';
import { type Account, accountById, accountList, setAdmin } from './accounts.server';
import { inviteAdmin, pendingInvitations } from './invitations.server';

const say = (key: string, values?: Record<string, unknown>) =>
  translate(admin, 'nl', `admins.${key}`, values);

const emailSchema = z.string().trim().toLowerCase().max(255).pipe(z.email());

export type AdminsChange = { ok: true; message: string } | { ok: false; message: string };

/** What the 'Beheerders' page shows: every account with its role, and the invitations still open. */
export async function adminsOverview() {
  const [accounts, pending] = await Promise.all([accountList(), pendingInvitations()]);
  return { accounts, pending };
}

/**
 * One change on the 'Beheerders' page, by `actor` (an admin): invite an address, or grant or revoke
 * an account's admin rights (never the last admin's). Answers the Dutch message to show.
 */
export async function changeAdmins(actor: Account, form: FormData): Promise<AdminsChange> {
  const intent = form.get('intent');
  if (intent === 'invite') {
    const email = emailSchema.safeParse(form.get('email'));
    if (!email.success) return { ok: false, message: say('invalidEmail') };
    const outcome = await inviteAdmin(email.data, actor);
    const key = { invited: 'invited', 'already-admin': 'alreadyAdmin', 'has-account': 'hasAccount' }[outcome];
    return { ok: outcome === 'invited', message: say(key, { email: email.data }) };
  }
  const userId = String(form.get('userId') ?? '');
  const account = isUuid(userId) ? await accountById(userId) : undefined;
  if (!account || (intent !== 'grant' && intent !== 'revoke'))
    return { ok: false, message: say('unknownAccount') };
  const outcome = await setAdmin(account.id, intent === 'grant');
  if (outcome === 'last-admin') return { ok: false, message: say('lastAdmin') };
  if (outcome === 'unknown') return { ok: false, message: say('unknownAccount') };
  return { ok: true, message: say(intent === 'grant' ? 'granted' : 'revoked', { email: account.email }) };
}
