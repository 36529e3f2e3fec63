import { Form } from 'react-router';
import { adminTextIn } from '~/modules/admin/admin-text';
import { codeField } from '~/modules/fulfilment/bulk-form';
import { orderNumber } from '~/modules/orders/status';
import { CarrierSelect } from './carrier-select';
import type { Column } from './table';
import { type OrderRow, OrdersTable } from './ui';

const t = adminTextIn('bulk');

/** What the page had ticked and typed when the server refused it, so nothing has to be done twice. */
export type BulkState = {
  message: string;
  selected: string[];
  codes: Record<string, string>;
  carrier: string;
};

const shippable = (row: OrderRow) => row.paymentStatus === 'paid' && row.fulfilmentStatus === 'unfulfilled';

/**
 * The order list as one plain POST form: tick paid orders that wait for dispatch, then 'Markeer als
 * verzonden' (one carrier, a code per order if the owner has one) or 'Paklijst downloaden'. Both
 * buttons are submit buttons named `intent`, so it works without JavaScript.
 */
export function BulkShipForm({
  rows,
  carriers,
  state,
}: {
  rows: OrderRow[];
  carriers: string[];
  state?: BulkState;
}) {
  const select: Column<OrderRow> = {
    id: 'select',
    header: t('selectColumn'),
    hiddenHeader: true,
    cell: (row) =>
      shippable(row) ? (
        <input
          type="checkbox"
          name="orderId"
          value={row.id}
          defaultChecked={state?.selected.includes(row.id)}
          aria-label={t('select', { number: orderNumber(row.id) })}
          className="size-4"
        />
      ) : null,
  };
  const code: Column<OrderRow> = {
    id: 'code',
    header: t('codeColumn'),
    cell: (row) =>
      shippable(row) ? (
        <input
          name={codeField(row.id)}
          defaultValue={state?.codes[row.id]}
          maxLength={50}
          autoComplete="off"
          aria-label={t('codeLabel', { number: orderNumber(row.id) })}
          className="w-40 rounded-md border border-slate-400 px-2 py-1"
        />
      ) : null,
  };
  const canShip = rows.some(shippable);
  return (
    <Form method="post" data-testid="bulk-ship" aria-label={t('legend')}>
      {canShip ? (
        <fieldset className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold">{t('legend')}</legend>
          <p className="w-full text-sm text-slate-600">{t('hint')}</p>
          <div>
            <label htmlFor="bulk-carrier" className="block text-sm font-semibold">
              {t('carrier')}
            </label>
            <CarrierSelect
              id="bulk-carrier"
              name="carrier"
              defaultValue={state?.carrier || carriers[0]}
              carriers={carriers}
            />
          </div>
          <button
            type="submit"
            name="intent"
            value="ship"
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
          >
            {t('ship')}
          </button>
          <button
            type="submit"
            name="intent"
            value="packing-list"
            className="rounded-md border border-slate-400 px-4 py-2 font-semibold"
          >
            {t('packingList')}
          </button>
          {state ? (
            <p role="alert" className="w-full font-semibold text-red-700">
              {state.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <OrdersTable rows={rows} before={[select]} after={[code]} />
    </Form>
  );
}
