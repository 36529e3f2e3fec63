import { data, Form, useNavigation } from 'react-router';
import { date, PageTitle } from '~/components/admin/ui';
import { adminsOverview, changeAdmins } from '~/modules/auth/admins.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/admins';

const text = admin.admins;

export const meta: Route.MetaFunction = () => [
  { title: `${text.title} | Wandplanner admin` },
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

const button = 'rounded-md px-3 py-1.5 text-sm font-semibold';

function Table({
  testId,
  columns,
  children,
}: {
  testId: string;
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <table
      className="mb-8 min-w-full rounded-lg border border-slate-200 bg-white text-sm"
      data-testid={testId}
    >
      <thead className="bg-slate-100 text-left">
        <tr>
          {columns.map((column) => (
            <th key={column} className="p-3">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** 'Beheerders': invite an admin by e-mail, grant or revoke admin rights (issue 16.10). */
export default function Admins({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      {actionData?.error ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {actionData.error}
        </p>
      ) : null}
      <section className="mb-8 max-w-lg rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-3 text-lg font-semibold">{text.inviteTitle}</h2>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <div className="flex-1">
            <label htmlFor="invite-email" className="block text-sm font-semibold">
              {text.inviteEmail}
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            />
          </div>
          <button type="submit" disabled={busy} className={`${button} bg-brand-700 text-white`}>
            {text.inviteSubmit}
          </button>
        </Form>
      </section>

      <h2 className="mb-3 text-lg font-semibold">{text.accountsTitle}</h2>
      <Table
        testId="accounts"
        columns={[text.columnEmail, text.columnRole, text.columnSince, text.columnAction]}
      >
        {loaderData.accounts.map((account) => (
          <tr key={account.id} className="border-t border-slate-100">
            <td className="p-3">
              {account.email} {account.id === loaderData.me ? text.you : null}
            </td>
            <td className="p-3">{account.isAdmin ? text.roleAdmin : text.roleNone}</td>
            <td className="p-3">{date(account.createdAt)}</td>
            <td className="p-3">
              <Form method="post">
                <input type="hidden" name="userId" value={account.id} />
                <button
                  type="submit"
                  name="intent"
                  value={account.isAdmin ? 'revoke' : 'grant'}
                  disabled={busy}
                  className={`${button} ${account.isAdmin ? 'bg-slate-100 text-slate-900' : 'bg-brand-700 text-white'}`}
                >
                  {account.isAdmin ? text.revoke : text.grant}
                </button>
              </Form>
            </td>
          </tr>
        ))}
      </Table>

      <h2 className="mb-3 text-lg font-semibold">{text.pendingTitle}</h2>
      {loaderData.pending.length === 0 ? (
        <p>{text.pendingEmpty}</p>
      ) : (
        <Table testId="invitations" columns={[text.columnEmail, text.columnExpires]}>
          {loaderData.pending.map((invitation) => (
            <tr key={invitation.email} className="border-t border-slate-100">
              <td className="p-3">{invitation.email}</td>
              <td className="p-3">{date(invitation.expiresAt)}</td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}
