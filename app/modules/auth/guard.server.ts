import { data, redirect } from 'react-router';
import { type Account, accountById } from './accounts.server';
import { sessionUserId } from './session.server';
import { requireEnrolmentWhenMandatory } from './two-factor-policy.server';

/** The signed-in account, or a redirect to the login page. */
export async function requireAccount(request: Request): Promise<Account> {
  const userId = await sessionUserId(request);
  const account = userId ? await accountById(userId) : undefined;
  if (!account) throw redirect('/admin/login');
  return account;
}

/**
 * The admin area's guard: called first in EVERY admin loader and action. Anonymous visitors go to
 * the login page; signed-in accounts without the admin role get a 403 ('Toegang Geweigerd'); when
 * the shop requires two-factor sign-in, admins without it are sent to enrolment first.
 */
export async function requireAdmin(request: Request): Promise<Account> {
  const account = await requireAccount(request);
  if (!account.isAdmin) throw data({ denied: true }, { status: 403 });
  await requireEnrolmentWhenMandatory(request, account);
  return account;
}
