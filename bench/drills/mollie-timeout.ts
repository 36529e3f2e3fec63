/**
 * Drill: Mollie stalls at payment creation. Asserts: the shopper gets the checkout back with the
 * failure message ('Er ging iets mis'), the order is failed and holds no stock, and the cart is kept.
 * `npx tsx bench/drills/mollie-timeout.ts` (after `npm run build`).
 */
import assert from 'node:assert/strict';
import pg from 'pg';
import { FAKE_MOLLIE_KEY, startMollieFake } from '../../tests/fakes/mollie';
import { startTestPostgres } from '../../tests/support/postgres';
import { startServer } from '../lib/app-server';
import { cartCookie, checkoutForm, shownTotal } from '../lib/shop-client';

const postgres = await startTestPostgres();
const mollie = await startMollieFake();
const server = await startServer({
  env: {
    DATABASE_URL: postgres.url,
    PAYMENTS: 'mollie',
    MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
    MOLLIE_API_ENDPOINT: mollie.url,
    MOLLIE_TIMEOUT_MS: '1000',
    NODE_TLS_REJECT_UNAUTHORIZED: '0', // the fake's self-signed certificate, for this drill only
  },
});
const sql = new pg.Client({ connectionString: postgres.url });
try {
  await sql.connect();
  const stockOf = async () =>
    (await sql.query(`select stock from products where id = 'wall-planner-001'`)).rows[0].stock as number;
  const before = await stockOf();
  const cookie = await cartCookie(server.url, 'wall-planner-001', 2);
  const shownTotalCents = await shownTotal(server.url, cookie);
  mollie.stallCreate(5_000);

  const started = Date.now();
  const response = await fetch(`${server.url}/nl/checkout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
    body: checkoutForm({ shopper: 1, shownTotalCents }),
  });
  const html = await response.text();
  const waited = Date.now() - started;
  console.log(`checkout answered ${response.status} after ${waited} ms`);

  assert.ok(
    (response.status >= 400 && response.status < 500) || response.status === 502,
    'a failure answer, not a redirect',
  );
  assert.ok(waited < 4_000, 'the shopper waits for the timeout, not for Mollie');
  assert.match(html, /Er ging iets mis/, 'the failure message is shown');
  assert.match(html, /Probeer het opnieuw of neem contact op met onze klantenservice/);
  assert.doesNotMatch(
    response.headers.get('set-cookie') ?? '',
    /wallplanner-cart=;/,
    'the cart cookie is not cleared',
  );

  const { rows } = await sql.query(`select payment_status, stock_released_at from orders`);
  assert.equal(rows.length, 1);
  assert.equal(rows[0].payment_status, 'failed');
  assert.ok(rows[0].stock_released_at, 'the failed order gave its stock back');
  assert.equal(await stockOf(), before, 'the stock is what it was before the attempt');

  const again = await fetch(`${server.url}/nl/checkout`, { headers: { cookie } });
  assert.equal(again.status, 200, 'the cart is kept: the checkout still opens with it');
  console.log('PASS  Mollie timeout: failure shown, order failed without stock, cart kept');
} finally {
  await sql.end();
  await server.stop();
  await mollie.close();
  await postgres.stop();
}
