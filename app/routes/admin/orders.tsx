import { data, redirectDocument } from 'react-router';
import { BulkShipForm } from '~/components/admin/bulk-ship-form';
import { OrderFilters } from '~/components/admin/order-filters';
import { PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { isOrderStatus } from '~/modules/admin/labels';
import { listOrders, PAGE_SIZE, parseOrderFilter } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import {
  bulkShipFeedback,
  echoSelection,
  parseBulkShip,
  parseSelection,
} from '~/modules/fulfilment/bulk-form';
import { shipSelected } from '~/modules/fulfilment/bulk-ship.server';
import { packingListUrl } from '~/modules/fulfilment/packing-list.server';
import { carrierChoices } from '~/modules/fulfilment/tracking';
import { shopSettings } from '~/modules/settings/settings.server';
import { redirectWithToast } from '~/modules/toast/toast.server';
import type { Route } from './+types/orders';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filter = parseOrderFilter(new URL(request.url), isOrderStatus);
  const [{ rows, total }, settings] = await Promise.all([listOrders(filter), shopSettings()]);
  const carriers = carrierChoices(settings.operations.carrier);
  return { filter, rows, total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), carriers };
}

/** The bulk form: 'Markeer als verzonden' for the ticked orders, or their packing list as a PDF. */
export async function action({ request }: Route.ActionArgs) {
  const account = await requireAdmin(request);
  const form = await request.formData();
  const refuse = (message: string, status: number) => data({ ...echoSelection(form), message }, { status });
  const intent = form.get('intent');
  if (intent === 'packing-list') {
    const selection = parseSelection(form);
    if (!selection.ok) return refuse(selection.message, 400);
    // A full-document redirect, so with JavaScript too the browser itself downloads the file.
    return redirectDocument(packingListUrl(selection.value), 303);
  }
  if (intent !== 'ship') return refuse(adminText('bulk.unknownIntent'), 400);
  const parsed = parseBulkShip(form);
  if (!parsed.ok) return refuse(parsed.message, 400);
  const feedback = bulkShipFeedback(await shipSelected(parsed.value, account.email));
  if (!feedback.ok) return refuse(feedback.message, 409);
  const url = new URL(request.url);
  return redirectWithToast(`${url.pathname}${url.search}`, feedback.toast);
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
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
  return (
    <>
      <PageTitle>{adminText('orders.title')}</PageTitle>
      <OrderFilters filter={filter} />
      <p className="mb-2 text-sm text-slate-600">{adminText('orders.total', { total })}</p>
      <BulkShipForm rows={rows} carriers={loaderData.carriers} state={actionData} />
      {pages > 1 ? (
        <nav aria-label={adminText('orders.pagination')} className="mt-4 flex gap-2">
          {filter.page > 1 ? <a href={query(filter.page - 1)}>{adminText('orders.previous')}</a> : null}
          <span>{adminText('orders.page', { page: filter.page, pages })}</span>
          {filter.page < pages ? <a href={query(filter.page + 1)}>{adminText('orders.next')}</a> : null}
        </nav>
      ) : null}
    </>
  );
}
