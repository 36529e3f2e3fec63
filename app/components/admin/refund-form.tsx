import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { adminText, adminTextIn } from '~/modules/admin/admin-text';
import { refundSchema } from '~/modules/refunds/refund-form';
import type { RefundPageView } from '~/modules/refunds/refund-page.server';
import { date, money } from './ui';

const t = adminTextIn('refunds');

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  return errors ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {errors[0]}
    </p>
  ) : null;
}

/**
 * The refund form: the whole order, or how many of each line and/or the shipping; amounts are the
 * server's. A plain POST, so it works without JavaScript; the hidden token makes a double click one refund.
 */
export function RefundForm({
  view,
  lastResult,
}: {
  view: RefundPageView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const fromWholeWithdrawal = view.withdrawal !== null && !view.withdrawal.items;
  const [form, fields] = useSchemaForm({
    id: 'refund',
    schema: refundSchema,
    lastResult,
    defaultValue: {
      token: view.token,
      scope: fromWholeWithdrawal ? 'whole' : 'lines',
      lines: view.lines.map((line) => ({ productId: line.productId, quantity: '0' })),
      withdrawalId: view.withdrawal?.id,
    },
  });
  const lines = fields.lines.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4" data-testid="refund-form">
      {form.errors ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
          {form.errors[0]}
        </p>
      ) : null}
      <input {...getInputProps(fields.token, { type: 'hidden' })} />
      {view.withdrawal ? <input {...getInputProps(fields.withdrawalId, { type: 'hidden' })} /> : null}
      <fieldset>
        <legend className="font-semibold">{t('scopeLegend')}</legend>
        <label className="mt-1 flex items-center gap-2">
          <input {...getInputProps(fields.scope, { type: 'radio', value: 'whole' })} />
          {t('scopeWhole')}
        </label>
        <label className="mt-1 flex items-center gap-2">
          <input {...getInputProps(fields.scope, { type: 'radio', value: 'lines' })} />
          {t('scopeLines')}
        </label>
        <Errors id={fields.scope.errorId} errors={fields.scope.errors} />
      </fieldset>
      {lines.map((line, i) => {
        const info = view.lines[i];
        const row = line.getFieldset();
        if (!info) return null;
        return (
          <div key={line.key}>
            <input {...getInputProps(row.productId, { type: 'hidden' })} />
            <label htmlFor={row.quantity.id} className="block text-sm font-semibold text-slate-800">
              {t('quantityOf', { name: info.name, max: String(info.max) })}
            </label>
            <input
              {...getInputProps(row.quantity, { type: 'number' })}
              min={0}
              max={info.max}
              className="mt-1 w-24 rounded-md border border-slate-400 px-3 py-2"
            />
            <Errors id={row.quantity.errorId} errors={row.quantity.errors} />
          </div>
        );
      })}
      {view.shippingCents > 0 ? (
        <label className="flex items-center gap-2">
          <input {...getInputProps(fields.shipping, { type: 'checkbox' })} />
          {t('shipping', { amount: money(view.shippingCents) })}
        </label>
      ) : null}
      <label className="flex items-center gap-2">
        <input {...getInputProps(fields.restock, { type: 'checkbox' })} />
        {t('restock')}
      </label>
      {view.withdrawal ? (
        <p className="text-sm text-slate-700">
          {t('fromWithdrawal', {
            date: date(view.withdrawal.receivedAt),
            items: view.withdrawal.items ?? adminText('withdrawals.wholeOrder'),
          })}
        </p>
      ) : null}
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('submit')}
      </button>
    </Form>
  );
}
