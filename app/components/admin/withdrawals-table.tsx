import { Form } from 'react-router';
import type { WithdrawalState } from '~/modules/withdrawals/filters';
import admin from '../../../locales/nl/admin.json';
import { WithdrawalRefundLink } from './order-refunds';
import { date } from './ui';

const text = admin.withdrawals;

export type WithdrawalRow = {
  id: string;
  receivedAt: Date;
  name: string;
  email: string;
  orderNumber: string;
  orderId: string | null;
  items: string | null;
  reason: string | null;
  late: boolean;
  state: WithdrawalState;
  refundId: string | null;
};

/** 'Koppelen': the owner names the order a flagged statement belongs to; works without JavaScript. */
function MatchForm({ row, error }: { row: WithdrawalRow; error?: string }) {
  const inputId = `order-${row.id}`;
  const errorId = `match-error-${row.id}`;
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2" aria-label={text.match.hint}>
      <input type="hidden" name="withdrawalId" value={row.id} />
      <div>
        <label htmlFor={inputId} className="block text-xs font-semibold">
          {text.match.label}
        </label>
        <input
          id={inputId}
          name="orderNumber"
          defaultValue={row.orderNumber}
          required
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 w-32 rounded-md border border-slate-400 px-2 py-1"
        />
      </div>
      <button
        type="submit"
        name="intent"
        value="match"
        className="rounded-md bg-brand-700 px-3 py-1 text-white"
      >
        {text.match.submit}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}

/** Every statement received, newest first; what needs the owner's hand is flagged in words. */
export function WithdrawalsTable({
  rows,
  error,
}: {
  rows: WithdrawalRow[];
  error?: { id: string; message: string };
}) {
  if (rows.length === 0) return <p>{text.empty}</p>;
  return (
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
          <tr
            key={row.id}
            className="border-t border-slate-100 align-top"
            data-testid={`withdrawal-${row.id}`}
          >
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
              {row.state === 'flagged' ? (
                <MatchForm row={row} error={error?.id === row.id ? error.message : undefined} />
              ) : null}
            </td>
            <td className="p-3 whitespace-pre-line">{row.items ?? text.wholeOrder}</td>
            <td className="p-3 whitespace-pre-line">{row.reason ?? '–'}</td>
            <td className="p-3" data-testid="withdrawal-state">
              {text.filters[row.state]}
              {row.orderId ? null : <div className="font-semibold text-red-700">{text.unmatched}</div>}
              {row.late ? <div className="font-semibold text-red-700">{text.late}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
