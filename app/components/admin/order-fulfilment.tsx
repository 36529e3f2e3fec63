import { getFormProps, getSelectProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { Form } from 'react-router';
import { TextField } from '~/components/ui/field';
import { adminTextIn } from '~/modules/admin/admin-text';
import { shipSchema } from '~/modules/fulfilment/ship-form';
import type { OrderStatus } from '~/modules/orders/status';
import { refundEventText } from './order-refunds';
import { date } from './ui';

const t = adminTextIn('fulfilment');

type ShippableOrder = {
  paymentStatus: OrderStatus;
  fulfilmentStatus: 'unfulfilled' | 'shipped';
  shippedAt: Date | null;
  carrier: string | null;
  trackingCode: string | null;
};

/** The carriers to ship with, the settings' carrier first; single and bulk shipping share it. */
export function CarrierSelect({
  carriers,
  ...props
}: React.ComponentProps<'select'> & { carriers: string[] }) {
  return (
    <select {...props} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
      {carriers.map((carrier) => (
        <option key={carrier} value={carrier}>
          {carrier}
        </option>
      ))}
    </select>
  );
}

function ShipForm({ carriers, lastResult }: { carriers: string[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: 'ship',
    lastResult,
    defaultValue: { carrier: carriers[0] },
    constraint: getZodConstraint(shipSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: shipSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-start gap-4">
      <div>
        <label htmlFor={fields.carrier.id} className="block text-sm font-semibold text-slate-800">
          {t('carrier')}
        </label>
        <CarrierSelect {...getSelectProps(fields.carrier)} carriers={carriers} />
        {fields.carrier.errors ? (
          <p id={fields.carrier.errorId} className="mt-1 text-sm text-red-700">
            {fields.carrier.errors[0]}
          </p>
        ) : null}
      </div>
      <TextField field={fields.trackingCode} label={t('trackingCode')} autoComplete="off" />
      <button
        type="submit"
        name="intent"
        value="ship"
        className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
      >
        {t('submit')}
      </button>
    </Form>
  );
}

/** Fulfilment beside the payment: shipped with what, or the form to say so once paid. */
export function FulfilmentSection({
  order,
  carriers,
  trackingUrl,
  lastResult,
}: {
  order: ShippableOrder;
  carriers: string[];
  trackingUrl: string | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <section
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="fulfilment-section"
    >
      <h2 className="font-semibold">{t('title')}</h2>
      {order.fulfilmentStatus === 'shipped' && order.shippedAt ? (
        <div data-testid="shipped">
          <p>{t('shippedOn', { date: date(order.shippedAt), carrier: order.carrier ?? '' })}</p>
          {order.trackingCode ? <p className="text-sm">{t('code', { code: order.trackingCode })}</p> : null}
          {trackingUrl ? (
            <a href={trackingUrl} rel="noopener noreferrer" className="text-sm text-brand-700 underline">
              {t('trackingLink')}
            </a>
          ) : null}
        </div>
      ) : order.paymentStatus === 'paid' ? (
        <>
          <p className="text-sm text-slate-700">{t('toShip')}</p>
          <ShipForm carriers={carriers} lastResult={lastResult} />
        </>
      ) : (
        <p className="text-sm text-slate-700">{t('notPaidYet')}</p>
      )}
    </section>
  );
}

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
