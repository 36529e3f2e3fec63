import { money, OrdersTable, PageTitle } from '~/components/admin/ui';
import { adminText } from '~/modules/admin/admin-text';
import { dashboardFigures } from '~/modules/admin/orders.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { facts } from '~/modules/catalog/facts';
import type { Route } from './+types/dashboard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return dashboardFigures();
}

function Tile({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold">{value}</p>
      {detail ? <p className="text-sm text-slate-600">{detail}</p> : null}
    </div>
  );
}

/** Paid revenue per day as plain SVG bars: drawn on the server, no chart library in the browser. */
function RevenueChart({ perDay }: { perDay: { day: string; cents: number }[] }) {
  const max = Math.max(1, ...perDay.map((d) => d.cents));
  const width = 600;
  const height = 160;
  const bar = width / Math.max(1, perDay.length);
  return (
    <figure className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <figcaption className="mb-2 font-semibold">{adminText('dashboard.chartTitle')}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-40 w-full"
        role="img"
        aria-label={adminText('dashboard.chartLabel')}
      >
        {perDay.map((d, i) => {
          const h = Math.round((d.cents / max) * (height - 10));
          return (
            <rect
              key={d.day}
              x={i * bar + 1}
              y={height - h}
              width={bar - 2}
              height={h}
              className="fill-brand-600"
            >
              <title>{`${d.day}: ${money(d.cents)}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures, perDay, recent } = loaderData;
  return (
    <>
      <PageTitle>{adminText('dashboard.title')}</PageTitle>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="dashboard-tiles">
        <Tile
          label={adminText('dashboard.todayPaid')}
          value={String(figures?.todayCount ?? 0)}
          detail={money(figures?.todayCents ?? 0)}
        />
        <Tile
          label={adminText('dashboard.lastWeek')}
          value={String(figures?.weekCount ?? 0)}
          detail={money(figures?.weekCents ?? 0)}
        />
        <Tile label={adminText('dashboard.openQuotes')} value={String(figures?.pendingQuotes ?? 0)} />
        <Tile
          label={adminText('dashboard.lowStock')}
          value={String(figures?.lowStock ?? 0)}
          detail={adminText('dashboard.lowStockDetail', { count: facts.lowStockThreshold })}
        />
      </div>
      <RevenueChart perDay={perDay} />
      <h2 className="mt-8 mb-3 text-xl font-bold">{adminText('dashboard.recent')}</h2>
      <OrdersTable rows={recent} />
      <a className="mt-3 inline-block text-brand-700 underline" href="/admin/dashboard/orders">
        {adminText('dashboard.allOrders')}
      </a>
    </>
  );
}
