import { Form } from 'react-router';
import { OrdersTable, PageTitle } from '~/components/admin/ui';
import { isOrderStatus, orderStatusLabels } from '~/modules/admin/labels';
import { listOrders, PAGE_SIZE, parseOrderFilter } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import admin from '../../../locales/nl/admin.json';
import type { Route } from './+types/orders';

const ship = admin.fulfilment;
const fulfilmentOptions = [
  ['all', ship.filterAll],
  ['toShip', ship.filterToShip],
  ['shipped', ship.filterShipped],
] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseOrderFilter(new URL(request.url), isOrderStatus);
  const { rows, total } = await listOrders(filter);
  return { filter, rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { filter, rows, total, pages } = loaderData;
  const query = (page: number) => {
    const params = new URLSearchParams({
      q: filter.search,
      status: filter.status,
      verzending: filter.fulfilment,
      page: String(page),
    });
    return `?${params}`;
  };
  const exportQuery = new URLSearchParams({
    q: filter.search,
    status: filter.status,
    verzending: filter.fulfilment,
  });
  return (
    <>
      <PageTitle>Bestellingen</PageTitle>
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" role="search">
        <div>
          <label htmlFor="q" className="block text-sm font-semibold">
            Zoeken
          </label>
          <input
            id="q"
            name="q"
            defaultValue={filter.search}
            placeholder="Naam, e-mail of bestelnummer"
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="status" className="block text-sm font-semibold">
            Status
          </label>
          <select
            id="status"
            name="status"
            defaultValue={filter.status}
            className="mt-1 rounded-md border border-slate-400 px-3 py-2"
          >
            <option value="all">Alle</option>
            {Object.entries(orderStatusLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="verzending" className="block text-sm font-semibold">
            {ship.filterLabel}
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
          Filteren
        </button>
        <a
          className="rounded-md border border-slate-400 px-4 py-2"
          href={`/admin/dashboard/orders/export.csv?${exportQuery}`}
        >
          Exporteer CSV
        </a>
      </Form>
      <p className="mb-2 text-sm text-slate-600">{total} bestellingen</p>
      <OrdersTable rows={rows} />
      {pages > 1 ? (
        <nav aria-label="Paginering" className="mt-4 flex gap-2">
          {filter.page > 1 ? <a href={query(filter.page - 1)}>Vorige</a> : null}
          <span>
            Pagina {filter.page} van {pages}
          </span>
          {filter.page < pages ? <a href={query(filter.page + 1)}>Volgende</a> : null}
        </nav>
      ) : null}
    </>
  );
}
