import { WithdrawalRefundLink } from '~/components/admin/order-refunds';
import { date, PageTitle } from '~/components/admin/ui';
import { requireAdmin } from '~/modules/auth/guard.server';
import { type WithdrawalFilter, withdrawalFilters } from '~/modules/withdrawals/filters';
import { listWithdrawals } from '~/modules/withdrawals/withdrawals.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/withdrawals';

const text = admin.withdrawals;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = new URL(request.url).searchParams.get('status');
  const filter = withdrawalFilters.find((value) => value === status) ?? 'all';
  return { filter, rows: await listWithdrawals(filter) };
}

/** Every statement received, newest first; what needs the owner's hand is flagged in words. */
export default function Withdrawals({ loaderData }: Route.ComponentProps) {
  const { filter, rows } = loaderData;
  return (
    <>
      <PageTitle>{text.title}</PageTitle>
      <nav aria-label="Status" className="mb-4 flex flex-wrap gap-2">
        {withdrawalFilters.map((value: WithdrawalFilter) => (
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
      {rows.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <table
          className="min-w-full rounded-lg border border-slate-200 bg-white text-sm"
          data-testid="withdrawals"
        >
          <thead className="bg-slate-100 text-left">
            <tr>
              <th className="p-3">{text.columns.received}</th>
              <th className="p-3">{text.columns.customer}</th>
              <th className="p-3">{text.columns.order}</th>
              <th className="p-3">{text.columns.items}</th>
              <th className="p-3">{text.columns.reason}</th>
              <th className="p-3">{text.columns.status}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100 align-top">
                <td className="p-3">{date(row.receivedAt)}</td>
                <td className="p-3">
                  {row.name}
                  <div className="text-xs text-slate-500">{row.email}</div>
                </td>
                <td className="p-3">
                  {row.orderNumber}
                  {row.orderId ? (
                    <div>
                      <a className="text-brand-700 underline" href={`/admin/dashboard/orders/${row.orderId}`}>
                        {text.openOrder}
                      </a>
                      <WithdrawalRefundLink withdrawal={row} />
                    </div>
                  ) : null}
                </td>
                <td className="p-3 whitespace-pre-line">{row.items ?? text.wholeOrder}</td>
                <td className="p-3 whitespace-pre-line">{row.reason ?? '–'}</td>
                <td className="p-3">
                  {text.filters[row.status]}
                  {row.orderId ? null : <div className="font-semibold text-red-700">{text.unmatched}</div>}
                  {row.late ? <div className="font-semibold text-red-700">{text.late}</div> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
