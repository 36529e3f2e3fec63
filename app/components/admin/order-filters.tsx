import { Form } from 'react-router';
import { adminText } from '~/modules/admin/admin-text';
import { orderStatusLabels } from '~/modules/admin/labels';
import type { OrderFilter } from '~/modules/admin/orders.server';

const fulfilmentOptions = [
  ['all', adminText('fulfilment.filterAll')],
  ['toShip', adminText('fulfilment.filterToShip')],
  ['shipped', adminText('fulfilment.filterShipped')],
] as const;

/** The order list's search and filters: a GET form, so every filtered list has its own address. */
export function OrderFilters({ filter }: { filter: OrderFilter }) {
  const exportQuery = new URLSearchParams({
    q: filter.search,
    status: filter.status,
    verzending: filter.fulfilment,
  });
  return (
    <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
      <div>
        <label htmlFor="q" className="block text-sm font-semibold">
          {adminText('orders.filters.search')}
        </label>
        <input
          id="q"
          name="q"
          defaultValue={filter.search}
          placeholder={adminText('orders.filters.searchPlaceholder')}
          className="mt-1 rounded-md border border-slate-400 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor="status" className="block text-sm font-semibold">
          {adminText('orders.filters.status')}
        </label>
        <select
          id="status"
          name="status"
          defaultValue={filter.status}
          className="mt-1 rounded-md border border-slate-400 px-3 py-2"
        >
          <option value="all">{adminText('orders.filters.all')}</option>
          {Object.entries(orderStatusLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="verzending" className="block text-sm font-semibold">
          {adminText('fulfilment.filterLabel')}
        </label>
        <select
          id="verzending"
          name="verzending"
          defaultValue={filter.fulfilment}
          className="mt-1 rounded-md border border-slate-400 px-3 py-2"
        >
          {fulfilmentOptions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">
        {adminText('orders.filters.submit')}
      </button>
      <a
        className="rounded-md border border-slate-400 px-4 py-2"
        href={`/admin/dashboard/orders/export.csv?${exportQuery}`}
      >
        {adminText('orders.filters.export')}
      </a>
    </Form>
  );
}
