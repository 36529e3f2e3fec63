import { adminTextIn } from '~/modules/admin/admin-text';
import { type Column, Table } from './table';
import { date, money } from './ui';

const t = adminTextIn('refunds');

type RefundRow = {
  id: string;
  createdAt: Date;
  createdBy: string;
  amountCents: number;
  status: 'pending' | 'refunded' | 'failed';
  creditNumber: string;
};

const statusText = { pending: 'statusPending', refunded: 'statusRefunded', failed: 'statusFailed' } as const;

function refundColumns(orderId: string): Column<RefundRow>[] {
  return [
    { id: 'date', header: t('columnDate'), cell: (r) => date(r.createdAt) },
    { id: 'amount', header: t('columnAmount'), numeric: true, cell: (r) => money(r.amountCents) },
    { id: 'status', header: t('columnStatus'), cell: (r) => t(statusText[r.status]) },
    {
      id: 'credit',
      header: t('columnCredit'),
      cell: (r) => (
        <a
          className="text-brand-700 underline"
          href={`/admin/dashboard/orders/${orderId}/refunds/${r.id}/credit.pdf`}
          download
        >
          {t('download', { credit: r.creditNumber })}
        </a>
      ),
    },
    { id: 'by', header: t('columnBy'), cell: (r) => r.createdBy },
  ];
}

/** The order's refunds with their credit invoices, a failed one called out, and the way to refund. */
export function OrderRefunds({
  orderId,
  refunds,
  canRefund,
}: {
  orderId: string;
  refunds: RefundRow[];
  canRefund: boolean;
}) {
  const failed = refunds.filter((r) => r.status === 'failed');
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="refunds-section">
      <h2 className="font-semibold">{t('title')}</h2>
      {failed.map((r) => (
        <p key={r.id} role="alert" className="mt-2 rounded-md bg-red-50 p-3 font-semibold text-red-800">
          {t('failedWarning', { credit: r.creditNumber, amount: money(r.amountCents) })}
        </p>
      ))}
      <Table
        columns={refundColumns(orderId)}
        rows={refunds}
        rowKey={(r) => r.id}
        empty={t('none')}
        emptyClassName="text-sm text-slate-700"
        testId="refunds"
        className="mt-2"
        boxed={false}
        density="compact"
      />
      {canRefund ? (
        <a
          href={`/admin/dashboard/orders/${orderId}/terugbetalen`}
          className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('start')}
        </a>
      ) : null}
    </section>
  );
}

/** The timeline's words for refund events (order_events kinds 'refund', 'refund-refunded', 'refund-failed'). */
export function refundEventText(
  kind: string,
  details: Record<string, string | number | null>,
): string | null {
  const credit = String(details.credit ?? '');
  if (kind === 'refund') return t('eventRefund', { amount: money(Number(details.amountCents ?? 0)), credit });
  if (kind === 'refund-refunded') return t('eventRefunded', { credit });
  if (kind === 'refund-failed') return t('eventFailed', { credit });
  return null;
}

/** On a matched withdrawal: start its refund with the form prefilled, or say it was refunded. */
export function WithdrawalRefundLink({
  withdrawal,
}: {
  withdrawal: { id: string; orderId: string | null; refundId: string | null };
}) {
  if (!withdrawal.orderId) return null;
  if (withdrawal.refundId) return <div className="text-sm text-slate-600">{t('withdrawalRefunded')}</div>;
  return (
    <div>
      <a
        className="text-brand-700 underline"
        href={`/admin/dashboard/orders/${withdrawal.orderId}/terugbetalen?herroeping=${withdrawal.id}`}
      >
        {t('withdrawalRefund')}
      </a>
    </div>
  );
}
