/**
 * Drill: the PostgreSQL server restarts while shoppers browse, fill carts and check out.
 * Asserts: during the gap requests fail with the 503 page (never another 5xx), the app serves
 * again after the restart without being restarted itself, and no order is half-written: the
 * stock taken equals the quantities of the orders that hold stock.
 * `npx tsx bench/drills/postgres-restart.ts` (after `npm run build`).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { startTestPostgres } from '../../tests/support/postgres';
import { startServer } from '../lib/app-server';
import { cartCookie, shownTotal, submitCheckout } from '../lib/shop-client';

const INITIAL_STOCK = 100_000;
const SHOPPERS = 10;

const postgres = await startTestPostgres();
const server = await startServer({ env: { DATABASE_URL: postgres.url } });
type Sample = { at: number; status: number; kind: string; unavailablePage: boolean };
const samples: Sample[] = [];

async function query<T>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

try {
  await query(`update products set stock = ${INITIAL_STOCK} where id = 'wall-planner-001'`);
  const cookies = await Promise.all(Array.from({ length: SHOPPERS }, () => cartCookie(server.url)));
  const shownTotalCents = await shownTotal(server.url, cookies[0] as string);
  const started = Date.now();
  let running = true;
  let gap = { from: 0, to: 0 };

  const shopper = async (cookie: string, index: number) => {
    for (let round = 0; running; round++) {
      const kind = ['page', 'cart', 'checkout'][round % 3] as string;
      const at = Date.now() - started;
      try {
        let status: number;
        let body = '';
        if (kind === 'checkout') {
          status = (await submitCheckout(server.url, cookie, { shopper: index, shownTotalCents, round }))
            .status;
        } else {
          const response =
            kind === 'page'
              ? await fetch(`${server.url}/nl/checkout`, { headers: { cookie } })
              : await fetch(`${server.url}/api/cart`, {
                  method: 'POST',
                  redirect: 'manual',
                  headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                    origin: server.url,
                    cookie,
                  },
                  body: new URLSearchParams({
                    intent: 'add',
                    productId: 'wall-planner-001',
                    returnTo: '/nl',
                  }),
                });
          status = response.status;
          body = await response.text();
        }
        samples.push({ at, status, kind, unavailablePage: /Tijdelijk niet beschikbaar/.test(body) });
      } catch {
        samples.push({ at, status: 0, kind, unavailablePage: false });
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  const load = Promise.all(cookies.map(shopper));
  await new Promise((r) => setTimeout(r, 2_000));
  gap.from = Date.now() - started;
  await postgres.halt();
  await new Promise((r) => setTimeout(r, 3_000));
  await postgres.resume();
  gap = { ...gap, to: Date.now() - started };
  await new Promise((r) => setTimeout(r, 4_000));
  running = false;
  await load;

  const count = (filter: (s: Sample) => boolean) => samples.filter(filter).length;
  const during = samples.filter((s) => s.at >= gap.from && s.at <= gap.to);
  const settled = samples.filter((s) => s.at > gap.to + 1_500);
  console.log(
    `${samples.length} requests; during the ${gap.to - gap.from} ms gap: ${during.length} ` +
      `(503: ${count((s) => s.at >= gap.from && s.at <= gap.to && s.status === 503)}); ` +
      `after recovery: ${settled.length}, all below 500: ${settled.every((s) => s.status > 0 && s.status < 500)}`,
  );
  assert.equal(
    count((s) => s.status >= 500 && s.status !== 503),
    0,
    'no 5xx other than 503',
  );
  assert.equal(
    count((s) => s.status === 0),
    0,
    'no dropped connection',
  );
  assert.ok(count((s) => s.status === 503) > 0, 'the outage was noticed');
  assert.ok(
    samples.filter((s) => s.status === 503 && s.kind === 'page').every((s) => s.unavailablePage),
    'pages answer with the translated unavailable page',
  );
  assert.ok(
    settled.length > 0 && settled.every((s) => s.status > 0 && s.status < 500),
    'served again after the restart',
  );

  const [taken] = await query<{ n: number }>(
    `select ${INITIAL_STOCK} - stock as n from products where id = 'wall-planner-001'`,
  );
  const [held] = await query<{ n: number }>(
    `select coalesce(sum((item->>'quantity')::int), 0)::int as n
       from orders, jsonb_array_elements(order_items) as item where stock_released_at is null`,
  );
  console.log(`stock taken ${taken?.n}; quantities of orders holding stock ${held?.n}`);
  assert.equal(taken?.n, held?.n, 'no half-written order: stock taken equals what orders hold');
  console.log(
    'PASS  PostgreSQL restart: 503 during the gap, recovery without restart, no half-written order',
  );
} finally {
  await server.stop();
  await postgres.stop();
}
