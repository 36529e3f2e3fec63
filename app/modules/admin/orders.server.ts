import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { orders } from '~/db/schema';
import { facts } from '~/modules/catalog/facts';
import type { OrderStatus } from '~/modules/orders/status';

export const PAGE_SIZE = 20;

/** 'toShip': paid and not yet shipped; 'shipped': on its way (whatever happened to the payment since). */
export type FulfilmentFilter = 'all' | 'toShip' | 'shipped';
const fulfilmentFilters: FulfilmentFilter[] = ['all', 'toShip', 'shipped'];

export type OrderFilter = {
  search: string;
  status: OrderStatus | 'all';
  fulfilment: FulfilmentFilter;
  page: number;
};

export function parseOrderFilter(url: URL, isStatus: (v: unknown) => v is OrderStatus): OrderFilter {
  const status = url.searchParams.get('status');
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
  const fulfilment = url.searchParams.get('verzending') as FulfilmentFilter;
  return {
    search: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
    status: isStatus(status) ? status : 'all',
    fulfilment: fulfilmentFilters.includes(fulfilment) ? fulfilment : 'all',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

function where(filter: OrderFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(orders.paymentStatus, filter.status));
  if (filter.fulfilment === 'toShip') {
    conditions.push(eq(orders.paymentStatus, 'paid'), eq(orders.fulfilmentStatus, 'unfulfilled'));
  }
  if (filter.fulfilment === 'shipped') conditions.push(eq(orders.fulfilmentStatus, 'shipped'));
  if (filter.search) {
    // LIKE wildcards in the search are literal characters, not patterns.
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(orders.customerFirstName, like),
        ilike(orders.customerLastName, like),
        ilike(orders.customerEmail, like),
        ilike(
          sql`${orders.id}::text`,
          `${filter.search
            .replace(/^#/, '')
            .replace(/[\\%_]/g, (c) => `\\${c}`)
            .toLowerCase()}%`,
        ),
      ) as SQL,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export async function listOrders(filter: OrderFilter, limit = PAGE_SIZE) {
  const db = await getDb();
  const condition = where(filter);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt))
      .limit(limit)
      .offset((filter.page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(condition),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** All orders of a filter, for the CSV export (capped: a spreadsheet, not a backup). */
export async function exportOrders(filter: OrderFilter) {
  return (await listOrders({ ...filter, page: 1 }, 10_000)).rows;
}

export async function orderById(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

export async function latestPaidOrder() {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(eq(orders.paymentStatus, 'paid'))
    .orderBy(desc(orders.paidAt))
    .limit(1);
  return row;
}

/** The dashboard's figures; "today" and the 30 days are days in Amsterdam, as the owner lives them. */
export async function dashboardFigures() {
  const db = await getDb();
  const day = sql`date_trunc('day', now() at time zone 'Europe/Amsterdam')`;
  const paidOn = sql`(${orders.paidAt} at time zone 'Europe/Amsterdam')`;
  const [figures] = rowsOf<{
    todayCount: number;
    todayCents: number;
    weekCount: number;
    weekCents: number;
    pendingQuotes: number;
    lowStock: number;
  }>(
    await db.execute(sql`
    select
      count(*) filter (where ${paidOn} >= ${day})::int as "todayCount",
      coalesce(sum(${orders.totalCents}) filter (where ${paidOn} >= ${day}), 0)::int as "todayCents",
      count(*) filter (where ${paidOn} >= ${day} - interval '6 days')::int as "weekCount",
      coalesce(sum(${orders.totalCents}) filter (where ${paidOn} >= ${day} - interval '6 days'), 0)::int as "weekCents",
      (select count(*)::int from quote_requests where status = 'pending') as "pendingQuotes",
      (select count(*)::int from products where stock < ${facts.lowStockThreshold}) as "lowStock"
    from ${orders} where ${orders.paymentStatus} = 'paid'
  `),
  );
  const perDay = rowsOf<{ day: string; cents: number }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(sum(${orders.totalCents}), 0)::int as cents
      from generate_series(${day} - interval '29 days', ${day}, interval '1 day') as d
      left join ${orders} on ${orders.paymentStatus} = 'paid' and date_trunc('day', ${paidOn}) = d
      group by d order by d
    `),
  );
  const recent = await db.select().from(orders).orderBy(desc(orders.createdAt)).limit(5);
  return { figures: figures ?? null, perDay, recent };
}

/** Raw query rows from either driver (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
