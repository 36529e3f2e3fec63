import { adminTextIn } from '~/modules/admin/admin-text';
import { refundEventText } from './order-refunds';
import { date } from './ui';

const t = adminTextIn('fulfilment');

type Entry = { at: Date; actor: string; kind: string; details: Record<string, string | number | null> };

function eventText(entry: Entry): string {
  switch (entry.kind) {
    case 'placed':
      return t('eventPlaced');
    case 'paid':
      return t('eventPaid');
    case 'shipped':
      return entry.details.trackingCode
        ? t('eventShipped', {
            carrier: String(entry.details.carrier ?? ''),
            code: String(entry.details.trackingCode),
          })
        : t('eventShippedNoCode', { carrier: String(entry.details.carrier ?? '') });
    case 'withdrawal':
      return t('eventWithdrawal');
    case 'withdrawal-matched':
      return t('eventWithdrawalMatched');
    default:
      return refundEventText(entry.kind, entry.details) ?? entry.kind;
  }
}

const actorName = (actor: string) =>
  actor === 'system' ? t('system') : actor === 'customer' ? t('customer') : actor;

/** Who did what and when, oldest first. */
export function Timeline({ entries }: { entries: Entry[] }) {
  return (
    <section className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="font-semibold">{t('timelineTitle')}</h2>
      <ol className="mt-2 space-y-1 text-sm" data-testid="timeline">
        {entries.map((entry) => (
          <li key={`${entry.kind}-${new Date(entry.at).toISOString()}`}>
            <span className="text-slate-600">{date(entry.at)}</span> · {eventText(entry)} ·{' '}
            <span className="text-slate-600">{actorName(entry.actor)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
