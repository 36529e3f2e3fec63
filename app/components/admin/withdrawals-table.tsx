import { Form } from 'react-router';
import { adminTexts } from '~/modules/admin/admin-text';
import type { WithdrawalState } from '~/modules/withdrawals/filters';
import { WithdrawalRefundLink } from './order-refunds';
import { type Column, Table } from './table';
import { date } from './ui';

const text = adminTexts.withdrawals;

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

function columns(error?: { id: string; message: string }): Column<WithdrawalRow>[] {
  return [
    { id: 'received', header: text.columns.received, cell: (row) => date(row.receivedAt) },
    {
      id: 'customer',
      header: text.columns.customer,
      cell: (row) => (
        <>
          {row.name}
          <div className="text-xs text-slate-500">{row.email}</div>
        </>
      ),
    },
    {
      id: 'order',
      header: text.columns.order,
      cell: (row) => (
        <>
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
        </>
      ),
    },
    {
      id: 'items',
      header: text.columns.items,
      cell: (row) => row.items ?? text.wholeOrder,
      cellProps: () => ({ className: 'whitespace-pre-line' }),
    },
    {
      id: 'reason',
      header: text.columns.reason,
      cell: (row) => row.reason ?? '–',
      cellProps: () => ({ className: 'whitespace-pre-line' }),
    },
    {
      id: 'status',
      header: text.columns.status,
      cell: (row) => (
        <>
          {text.filters[row.state]}
          {row.orderId ? null : <div className="font-semibold text-red-700">{text.unmatched}</div>}
          {row.late ? <div className="font-semibold text-red-700">{text.late}</div> : null}
        </>
      ),
      cellProps: () => ({ 'data-testid': 'withdrawal-state' }),
    },
  ];
}

/** Every statement received, newest first; what needs the owner's hand is flagged in words. */
export function WithdrawalsTable({
  rows,
  error,
}: {
  rows: WithdrawalRow[];
  error?: { id: string; message: string };
}) {
  return (
    <Table
      columns={columns(error)}
      rows={rows}
      rowKey={(row) => row.id}
      empty={text.empty}
      testId="withdrawals"
      rowProps={(row) => ({ className: 'align-top', 'data-testid': `withdrawal-${row.id}` })}
    />
  );
}
