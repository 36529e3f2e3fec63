import { parseWithZod } from '@conform-to/zod/v4';
import { data } from 'react-router';
import { PageTitle } from '~/components/admin/ui';
import { WithdrawalsTable } from '~/components/admin/withdrawals-table';
import { adminText, adminTexts } from '~/modules/admin/admin-text';
import { requireAdmin } from '~/modules/auth/guard.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import { parseWithdrawalFilter, withdrawalFilters } from '~/modules/withdrawals/filters';
import { matchFeedback, matchSchema } from '~/modules/withdrawals/match-form';
import { matchWithdrawal } from '~/modules/withdrawals/withdrawal-admin.server';
import { listWithdrawals } from '~/modules/withdrawals/withdrawals.server';
import type { Route } from './+types/withdrawals';

const text = adminTexts.withdrawals;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseWithdrawalFilter(new URL(request.url).searchParams.get('status'));
  return { filter, rows: await listWithdrawals(filter) };
}

/** 'Koppelen': link a flagged statement to an order by hand; a wrong number stays on the page with its message. */
export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get('withdrawalId') ?? '');
  const submission = parseWithZod(form, { schema: matchSchema });
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flat()[0] ?? text.match.required;
    return data({ error: { id, message } }, { status: 400 });
  }
  const { withdrawalId, orderNumber } = submission.value;
  const outcome = await matchWithdrawal(withdrawalId, orderNumber, account.email);
  const feedback = matchFeedback(outcome, orderNumber);
  if (!outcome.ok) return data({ error: { id, message: feedback.message } }, { status: feedback.status });
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, { type: 'success', title: feedback.message });
}

export default function Withdrawals({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows } = loaderData;
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <nav aria-label={adminText('withdrawals.columns.status')} className="mb-4 flex flex-wrap gap-2">
        {withdrawalFilters.map((value) => (
          <a
            key={value}
            href={`?status=${value}`}
            aria-current={filter === value ? 'page' : undefined}
            className={`rounded-full px-3 py-1 text-sm ${filter === value ? 'bg-brand-700 text-white' : 'bg-white'}`}
          >
            {text.filters[value]}
          </a>
        ))}
      </nav>
      <WithdrawalsTable rows={rows} error={actionData?.error} />
    </>
  );
}
