import { Form, useNavigation } from 'react-router';
import { adminTextIn } from '~/modules/admin/admin-text';
import { FormAlert } from './form-alert';
import { type Column, Table } from './table';
import { date, PageTitle } from './ui';

const t = adminTextIn('admins');
const button = 'rounded-md px-3 py-1.5 text-sm font-semibold';

type AccountRow = { id: string; email: string; isAdmin: boolean; createdAt: Date };
type InvitationRow = { email: string; expiresAt: Date };

function InviteForm({ busy }: { busy: boolean }) {
  return (
    <section className="mb-8 max-w-lg rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold">{t('inviteTitle')}</h2>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="invite" />
        <div className="flex-1">
          <label htmlFor="invite-email" className="block text-sm font-semibold">
            {t('inviteEmail')}
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
          {t('inviteSubmit')}
        </button>
      </Form>
    </section>
  );
}

function accountColumns(me: string, busy: boolean): Column<AccountRow>[] {
  return [
    {
      id: 'email',
      header: t('columnEmail'),
      cell: (account) => (account.id === me ? `${account.email} ${t('you')}` : account.email),
    },
    { id: 'role', header: t('columnRole'), cell: (a) => (a.isAdmin ? t('roleAdmin') : t('roleNone')) },
    { id: 'since', header: t('columnSince'), cell: (account) => date(account.createdAt) },
    {
      id: 'action',
      header: t('columnAction'),
      cell: (account) => (
        <Form method="post">
          <input type="hidden" name="userId" value={account.id} />
          <button
            type="submit"
            name="intent"
            value={account.isAdmin ? 'revoke' : 'grant'}
            disabled={busy}
            className={`${button} ${account.isAdmin ? 'bg-slate-100 text-slate-900' : 'bg-brand-700 text-white'}`}
          >
            {account.isAdmin ? t('revoke') : t('grant')}
          </button>
        </Form>
      ),
    },
  ];
}

const invitationColumns: Column<InvitationRow>[] = [
  { id: 'email', header: t('columnEmail'), cell: (invitation) => invitation.email },
  { id: 'expires', header: t('columnExpires'), cell: (invitation) => date(invitation.expiresAt) },
];

/** 'Beheerders': invite an admin by e-mail, grant or revoke admin rights (issue 16.10). */
export function AdminsPage(props: {
  me: string;
  accounts: AccountRow[];
  pending: InvitationRow[];
  error?: string;
}) {
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <FormAlert error={props.error} className="mb-4" />
      <InviteForm busy={busy} />
      <h2 className="mb-3 text-lg font-semibold">{t('accountsTitle')}</h2>
      <Table
        columns={accountColumns(props.me, busy)}
        rows={props.accounts}
        rowKey={(account) => account.id}
        testId="accounts"
        className="mb-8"
      />
      <h2 className="mb-3 text-lg font-semibold">{t('pendingTitle')}</h2>
      <Table
        columns={invitationColumns}
        rows={props.pending}
        rowKey={(invitation) => invitation.email}
        empty={t('pendingEmpty')}
        testId="invitations"
        className="mb-8"
      />
    </>
  );
}
