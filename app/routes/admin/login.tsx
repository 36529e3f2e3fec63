import { data, redirect } from 'react-router';
import { LoginPage } from '~/components/admin/login-page';
import { adminText, adminTitle } from '~/modules/admin/admin-text';
import { hasAdmin } from '~/modules/auth/accounts.server';
import { adminLogin } from '~/modules/auth/admin-login.server';
import { sessionUserId } from '~/modules/auth/session.server';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => [
  { title: adminTitle(adminText('login.title')) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in visitor has nothing to do here (the dashboard guard sorts out the role).
  if (await sessionUserId(request)) throw redirect('/admin/dashboard');
  const tab = new URL(request.url).searchParams.get('tab') === 'register' ? 'register' : 'login';
  return { tab, registrationOpen: !(await hasAdmin()) } as const;
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await adminLogin(request);
  if (answer.kind === 'redirect') return redirect(answer.location, { status: 303, headers: answer.headers });
  const { mode, result, notice, status, retryAfter } = answer;
  const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined;
  return data({ mode, result, notice }, { status, headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const tab = actionData?.mode ?? loaderData.tab;
  // A tab is its own form (its own rules): switching tabs starts it afresh.
  return (
    <LoginPage
      key={tab}
      tab={tab}
      registrationOpen={loaderData.registrationOpen}
      lastResult={actionData?.result}
      notice={actionData?.notice}
    />
  );
}
