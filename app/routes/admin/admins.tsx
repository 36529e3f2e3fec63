import { data } from 'react-router';
import { AdminsPage } from '~/components/admin/admins-page';
import { adminText, adminTitle } from '~/modules/admin/admin-text';
import { adminsOverview, changeAdmins } from '~/modules/auth/admins.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/admins';

export const meta: Route.MetaFunction = () => [
  { title: adminTitle(adminText('admins.title')) },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await requireAdmin(request);
  return { me: account.id, ...(await adminsOverview()) };
}

export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const outcome = await changeAdmins(account, await request.formData());
  if (!outcome.ok) return data({ error: outcome.message }, { status: 400 });
  return redirectWithToast('/admin/dashboard/admins', { type: 'success', title: outcome.message });
}

export default function Admins({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminsPage {...loaderData} error={actionData?.error} />;
}
