import { redirect } from 'react-router';
import { adminText } from '~/modules/admin/admin-text';
import { requireAccount } from '~/modules/auth/guard.server';
import { destroySession } from '~/modules/auth/session.server';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Route } from './+types/logout';

/** Any signed-in account may sign out (also one denied the admin area). */
export async function action({ request }: Route.ActionArgs) {
  await requireAccount(request);
  const headers = new Headers();
  headers.append('Set-Cookie', await destroySession(request));
  headers.append('Set-Cookie', await toastHeader({ type: 'success', title: adminText('login.loggedOut') }));
  return redirect('/admin/login', { status: 303, headers });
}

export async function loader() {
  return redirect('/admin/login');
}
