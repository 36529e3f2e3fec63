import { getFormProps, getSelectProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TextField } from '~/components/ui/field';
import { adminTextIn } from '~/modules/admin/admin-text';
import { shipSchema } from '~/modules/fulfilment/ship-form';
import type { OrderStatus } from '~/modules/orders/status';
import { CarrierSelect } from './carrier-select';
import { date } from './ui';

const t = adminTextIn('fulfilment');

type ShippableOrder = {
  paymentStatus: OrderStatus;
  fulfilmentStatus: 'unfulfilled' | 'shipped';
  shippedAt: Date | null;
  carrier: string | null;
  trackingCode: string | null;
};

function ShipForm({ carriers, lastResult }: { carriers: string[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm({
    id: 'ship',
    schema: shipSchema,
    lastResult,
    defaultValue: { carrier: carriers[0] },
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
