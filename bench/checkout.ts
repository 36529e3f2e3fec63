/**
 * Checkout and webhook throughput against the real PostgreSQL server and the Mollie fake:
 * `npx tsx bench/checkout.ts` (after `npm run build`; needs the PostgreSQL server binaries).
 * 20 shoppers submit the checkout concurrently, 10 times each (order + stock reservation + payment
 * creation through the official Mollie client), then Mollie's webhook is replayed for every payment
 * at 20 concurrent calls. Budgets: checkout submit p99 < 150 ms; webhook handling >= 300 per second.
 */
import pg from 'pg';
import { FAKE_MOLLIE_KEY, startMollieFake } from '../tests/fakes/mollie';
import { startTestPostgres } from '../tests/support/postgres';
import { startServer } from './lib/app-server';
import { percentile, verdict } from './lib/load';
import { cartCookie, submitCheckout } from './lib/shop-client';

const SHOPPERS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const postgres = await startTestPostgres();
const mollie = await startMollieFake();
const server = await startServer({
  env: {
    DATABASE_URL: postgres.url,
    PAYMENTS: 'mollie',
    MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
    MOLLIE_API_ENDPOINT: mollie.url,
    // The fake serves a self-signed certificate; only this benchmark's server trusts it.
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
  },
});

try {
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  await sql.query(`update products set stock = 1000000 where id = 'wall-planner-001'`);
  await sql.end();

  const cookies = await Promise.all(Array.from({ length: SHOPPERS }, () => cartCookie(server.url)));
  await submitCheckout(server.url, cookies[0] as string, 0); // warm up

  const timings: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    cookies.map(async (cookie, shopper) => {
      for (let round = 0; round < ROUNDS; round++) {
        const result = await submitCheckout(server.url, cookie, shopper);
        timings.push(result.ms);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      }
    }),
  );
  const checkoutSeconds = (performance.now() - started) / 1000;

  const paymentIds = [...mollie.payments.keys()];
  for (const [index, id] of paymentIds.entries()) mollie.setStatus(id, index % 2 ? 'paid' : 'expired');
  const queue = [...paymentIds, ...paymentIds]; // every webhook arrives twice, as Mollie may send it
  const webhookStarted = performance.now();
  let webhookFailures = 0;
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      for (let id = queue.pop(); id; id = queue.pop()) {
        const response = await fetch(`${server.url}/api/webhooks/mollie`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }),
        });
        await response.arrayBuffer();
        if (response.status !== 200) webhookFailures++;
      }
    }),
  );
  const webhookRate = (paymentIds.length * 2) / ((performance.now() - webhookStarted) / 1000);

  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  console.log(
    `checkout: ${timings.length} submits by ${SHOPPERS} concurrent shoppers in ${checkoutSeconds.toFixed(1)} s; ` +
      `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(
    `webhooks: ${paymentIds.length * 2} calls, ${webhookRate.toFixed(0)} per second, ${webhookFailures} not 200`,
  );
  const ok = [
    verdict(
      'every checkout redirected to the payment',
      statuses.get(303) === timings.length,
      `${statuses.get(303) ?? 0}/${timings.length}`,
    ),
    verdict('checkout submit p99 < 150 ms at 20 shoppers', p99 < 150, `${p99.toFixed(0)} ms`),
    verdict(
      'webhook handling >= 300 per second',
      webhookRate >= 300 && webhookFailures === 0,
      `${webhookRate.toFixed(0)}/s`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await mollie.close();
  await postgres.stop();
}
