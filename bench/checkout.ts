/**
 * Checkout and webhook throughput against the real PostgreSQL server and the Mollie fake:
 * `npx tsx bench/checkout.ts` (after `npm run build`; needs the PostgreSQL server binaries).
 * 20 shoppers submit the checkout concurrently, 10 times each (order + stock reservation + payment
 * creation through the official Mollie client), each from an address of their own; then every
 * payment is paid and Mollie's webhook delivered for each at 20 concurrent calls, then every one
 * again (Mollie may repeat it). Budgets (issue 17 item 6): checkout submit p99 < 200 ms at 20
 * shoppers; >= 250 paid webhooks per second. Before the runs it counts the SQL statements one
 * submit and one webhook send (bench/lib/pg-counter.ts); after them it checks what must hold:
 * invoice numbers without gaps, one confirmation and one invoice e-mail per paid order, and the
 * stock taken equal to the stock the orders hold.
 */
import pg from 'pg';
import { FAKE_MOLLIE_KEY, startMollieFake } from '../tests/fakes/mollie';
import { startTestPostgres } from '../tests/support/postgres';
import { startServer } from './lib/app-server';
import { cpuPerCall } from './lib/cpu';
import { percentile, verdict } from './lib/load';
import { startSqlCounter } from './lib/pg-counter';
import { cartCookie, shownTotal, submitCheckout } from './lib/shop-client';

const SHOPPERS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const STOCK = 1_000_000;

const postgres = await startTestPostgres();
const counter = await startSqlCounter(postgres.port);
const mollie = await startMollieFake();
const server = await startServer({
  env: {
    DATABASE_URL: counter.url,
    PAYMENTS: 'mollie',
    MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
    MOLLIE_API_ENDPOINT: mollie.url,
    // The fake serves a self-signed certificate; only this benchmark's server trusts it.
    NODE_TLS_REJECT_UNAUTHORIZED: '0',
    // Every shopper has an address of their own (Fly-Client-IP), as a crowd of real shoppers does.
    TRUSTED_PROXY: 'fly',
  },
});

async function webhook(id: string): Promise<number> {
  const response = await fetch(`${server.url}/api/webhooks/mollie`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Runs `queue` at 20 concurrent calls; the rate per second and how many did not answer 200. */
async function webhooks(queue: string[]): Promise<{ rate: number; failures: number }> {
  const todo = [...queue];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SHOPPERS }, async () => {
      for (let id = todo.pop(); id; id = todo.pop()) if ((await webhook(id)) !== 200) failures++;
    }),
  );
  return { rate: queue.length / ((performance.now() - started) / 1000), failures };
}

/** The statements `step` makes the server send, in all and inside transactions. */
async function sqlOf(label: string, step: () => Promise<unknown>): Promise<string> {
  await new Promise((r) => setTimeout(r, 50)); // nothing else in flight
  counter.reset();
  await step();
  const { statements, inTransaction } = counter.counts();
  if (process.env.BENCH_VERBOSE)
    console.log(
      `${label}:\n${counter
        .texts()
        .map((text) => `  ${text.slice(0, 160)}`)
        .join('\n')}`,
    );
  return `${label} ${statements} (${inTransaction} in its transactions)`;
}

try {
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  await sql.query(`update products set stock = ${STOCK} where id = 'wall-planner-001'`);

  const cookies = await Promise.all(Array.from({ length: SHOPPERS + 1 }, () => cartCookie(server.url)));
  const shownTotalCents = await shownTotal(server.url, cookies[0] as string);
  const extra = cookies.pop() as string;
  await submitCheckout(server.url, extra, { shopper: SHOPPERS, shownTotalCents }); // warm up
  const submitSql = await sqlOf('submit', () =>
    submitCheckout(server.url, extra, { shopper: SHOPPERS, shownTotalCents, round: 1 }),
  );

  const timings: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const submitCpu = await cpuPerCall(server.pid, SHOPPERS * ROUNDS, () =>
    Promise.all(
      cookies.map(async (cookie, shopper) => {
        for (let round = 0; round < ROUNDS; round++) {
          const result = await submitCheckout(server.url, cookie, { shopper, shownTotalCents, round });
          timings.push(result.ms);
          statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        }
      }),
    ),
  );
  const checkoutSeconds = (performance.now() - started) / 1000;

  // The two extra payments show the statements of a paid, a repeated and an expired webhook.
  const [expiredId, paidId, ...paymentIds] = [...mollie.payments.keys()] as string[];
  for (const id of [paidId, ...paymentIds]) mollie.setStatus(id as string, 'paid');
  mollie.setStatus(expiredId as string, 'expired');
  const webhookSql = [
    await sqlOf('paid', () => webhook(paidId as string)),
    await sqlOf('repeated', () => webhook(paidId as string)),
    await sqlOf('expired', () => webhook(expiredId as string)),
  ].join(', ');

  const firstCpu = await cpuPerCall(server.pid, paymentIds.length, () => webhooks(paymentIds));
  const first = firstCpu.result;
  const repeated = await webhooks(paymentIds);

  const p50 = percentile(timings, 50);
  const p99 = percentile(timings, 99);
  console.log(
    `checkout: ${timings.length} submits by ${SHOPPERS} concurrent shoppers in ${checkoutSeconds.toFixed(1)} s; ` +
      `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  console.log(
    `webhooks: ${paymentIds.length} paid at ${first.rate.toFixed(0)} per second, the same again ` +
      `(repeats) at ${repeated.rate.toFixed(0)} per second; ${first.failures + repeated.failures} not 200`,
  );
  // Where the time goes on this machine: CPU per call of the server process and of PostgreSQL.
  const cpu = ({ serverMs, postgresMs }: { serverMs: number; postgresMs: number }) =>
    `server ${serverMs.toFixed(1)} ms, PostgreSQL ${postgresMs.toFixed(1)} ms`;
  console.log(`CPU per call: submit ${cpu(submitCpu)}; paid webhook ${cpu(firstCpu)}`);
  console.log(`SQL statements per call: ${submitSql}; webhook ${webhookSql}`);

  const { rows: invoices } = await sql.query(
    `select count(*)::int as n, count(distinct invoice_number)::int as distinct_numbers,
            coalesce(max(right(invoice_number, 6)::int), 0) as highest
       from orders where invoice_number is not null`,
  );
  const { rows: mails } = await sql.query(
    `select count(*) filter (where kind = 'order-confirmation')::int as confirmations,
            count(*) filter (where kind = 'invoice')::int as invoices from email_outbox`,
  );
  const { rows: paidOrders } = await sql.query(
    `select count(*)::int as n from orders where payment_status = 'paid'`,
  );
  const { rows: stock } = await sql.query(
    `select (select stock from products where id = 'wall-planner-001') as stock,
            (select count(*)::int from orders where stock_released_at is null) as holding`,
  );
  await sql.end();
  const paid = paidOrders[0].n as number;
  const invoice = invoices[0];
  const mail = mails[0];
  console.log(
    `after: ${paid} paid orders, invoices ${invoice.n} (highest number ${invoice.highest}), ` +
      `outbox ${mail.confirmations} confirmations + ${mail.invoices} invoices, stock ${stock[0].stock} ` +
      `with ${stock[0].holding} orders holding one`,
  );

  const ok = [
    verdict(
      'every checkout redirected to the payment',
      statuses.get(303) === timings.length,
      `${statuses.get(303) ?? 0}/${timings.length}`,
    ),
    verdict('checkout submit p99 < 200 ms at 20 shoppers', p99 < 200, `${p99.toFixed(0)} ms`),
    verdict(
      '>= 250 paid webhooks per second',
      first.rate >= 250 && first.failures + repeated.failures === 0,
      `${first.rate.toFixed(0)}/s`,
    ),
    verdict(
      'every payment paid once: one gapless invoice number and one of each e-mail per paid order',
      paid === paymentIds.length + 1 &&
        invoice.n === paid &&
        invoice.distinct_numbers === paid &&
        invoice.highest === paid &&
        mail.confirmations === paid &&
        mail.invoices === paid,
      `${paid} paid, ${invoice.n} invoices up to ${invoice.highest}, ${mail.confirmations}+${mail.invoices} e-mails`,
    ),
    verdict(
      'the stock taken is the stock the orders hold',
      STOCK - stock[0].stock === stock[0].holding,
      `${STOCK - stock[0].stock} taken, ${stock[0].holding} held`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  await mollie.close();
  await counter.close();
  await postgres.stop();
}
