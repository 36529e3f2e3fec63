import { translate } from '~/i18n/translation';
import admin from '../../../locales/nl/admin.json';
import { date, money } from './ui';

const t = (key: string, values?: Record<string, string>) => translate(admin, 'nl', `refunds.${key}`, values);

type RefundRow = {
  id: string;
  createdAt: Date;
  createdBy: string;
  amountCents: number;
  status: 'pending' | 'refunded' | 'failed';
  creditNumber: string;
};

const statusText = { pending: 'statusPending', refunded: 'statusRefunded', failed: 'statusFailed' } as const;

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
      {refunds.length === 0 ? (
        <p className="text-sm text-slate-700">{t('none')}</p>
      ) : (
        <table className="mt-2 min-w-full text-sm" data-testid="refunds">
          <thead className="text-left">
            <tr>
              <th className="p-2">{t('columnDate')}</th>
              <th className="p-2 text-right">{t('columnAmount')}</th>
              <th className="p-2">{t('columnStatus')}</th>
              <th className="p-2">{t('columnCredit')}</th>
              <th className="p-2">{t('columnBy')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id} className="border-t border-slate-100">
                <td className="p-2">{date(r.createdAt)}</td>
                <td className="p-2 text-right">{money(r.amountCents)}</td>
                <td className="p-2">{t(statusText[r.status])}</td>
                <td className="p-2">
                  <a
                    className="text-brand-700 underline"
                    href={`/admin/dashboard/orders/${orderId}/refunds/${r.id}/credit.pdf`}
                    download
                  >
                    {t('download', { credit: r.creditNumber })}
                  </a>
                </td>
                <td className="p-2">{r.createdBy}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
