/**
 * Drill: 200 shoppers check out at the same moment for the last 20 planners, on the real
 * PostgreSQL server. Asserts: exactly 20 orders hold stock, every other shopper gets the
 * out-of-stock answer (409), no 5xx, and the stock ends at 0, never below.
 * `npx tsx bench/drills/stock-race.ts` (after `npm run build`).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { startTestPostgres } from '../../tests/support/postgres';
import { startServer } from '../lib/app-server';
import { cartCookie, shownTotal, submitCheckout } from '../lib/shop-client';

const SHOPPERS = 200;
const STOCK = 20;

const postgres = await startTestPostgres();
// Every shopper from an address of their own (Fly-Client-IP), as a crowd of real shoppers: from one
// address the checkout's rate limit would answer most of them 429 before stock is even looked at.
const server = await startServer({ env: { DATABASE_URL: postgres.url, TRUSTED_PROXY: 'fly' } });
const sql = new pg.Client({ connectionString: postgres.url });
try {
  await sql.connect();
  await sql.query(`update products set stock = $1 where id = 'wall-planner-001'`, [STOCK]);
  const cookies = await Promise.all(Array.from({ length: SHOPPERS }, () => cartCookie(server.url)));
  const shownTotalCents = await shownTotal(server.url, cookies[0] as string);
  const results = await Promise.all(
    cookies.map((cookie, shopper) => submitCheckout(server.url, cookie, { shopper, shownTotalCents })),
  );

  const byStatus = new Map<number, number>();
  for (const result of results) byStatus.set(result.status, (byStatus.get(result.status) ?? 0) + 1);
  console.log(`answers: ${JSON.stringify(Object.fromEntries(byStatus))}`);
  const { rows: stock } = await sql.query(`select stock from products where id = 'wall-planner-001'`);
  const { rows: holding } = await sql.query(
    `select count(*)::int as n from orders where payment_status = 'pending' and stock_released_at is null`,
  );
  console.log(`stock left: ${stock[0].stock}; orders holding stock: ${holding[0].n}`);

  assert.equal(results.filter((r) => r.status >= 500).length, 0, 'no shopper may see a 5xx');
  assert.equal(byStatus.get(303), STOCK, 'exactly as many checkouts succeed as there was stock');
  assert.equal(byStatus.get(409), SHOPPERS - STOCK, 'everyone else is told the planner is sold out');
  assert.equal(stock[0].stock, 0, 'the stock ends at zero');
  assert.equal(holding[0].n, STOCK, 'exactly the successful orders hold stock');
  console.log(
    'PASS  stock race: 20 of 200 concurrent checkouts reserved stock, the rest were refused cleanly',
  );
} finally {
  await sql.end();
  await server.stop();
  await postgres.stop();
}
