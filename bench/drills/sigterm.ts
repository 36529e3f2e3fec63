/**
 * Drill: the server gets SIGTERM (a deploy, a machine stop) while shoppers are mid-checkout and
 * Mollie is slow. Asserts: every checkout already in flight completes with its payment redirect,
 * new connections are refused, and the process exits cleanly (code 0) once the work is done.
 * `npx tsx bench/drills/sigterm.ts` (after `npm run build`).
 */
import assert from 'node:assert/strict';
import { FAKE_MOLLIE_KEY, startMollieFake } from '../../tests/fakes/mollie';
import { startTestPostgres } from '../../tests/support/postgres';
import { startServer } from '../lib/app-server';
import { cartCookie, shownTotal, submitCheckout } from '../lib/shop-client';

const IN_FLIGHT = 20;
const postgres = await startTestPostgres();
const mollie = await startMollieFake();
const server = await startServer({
  env: {
    DATABASE_URL: postgres.url,
    PAYMENTS: 'mollie',
    MOLLIE_API_KEY: FAKE_MOLLIE_KEY,
    MOLLIE_API_ENDPOINT: mollie.url,
    NODE_TLS_REJECT_UNAUTHORIZED: '0', // the fake's self-signed certificate, for this drill only
  },
});
try {
  const cookies = await Promise.all(Array.from({ length: IN_FLIGHT }, () => cartCookie(server.url)));
  const shownTotalCents = await shownTotal(server.url, cookies[0] as string);
  mollie.stallCreate(1_500); // each checkout now takes 1.5 s at Mollie
  const checkouts = cookies.map((cookie, shopper) =>
    submitCheckout(server.url, cookie, { shopper, shownTotalCents }),
  );
  await new Promise((r) => setTimeout(r, 400));
  const exited = server.stop('SIGTERM');
  await new Promise((r) => setTimeout(r, 100));
  const refused = await fetch(`${server.url}/nl`).then(
    () => false,
    () => true,
  );
  const results = await Promise.all(checkouts);
  const code = await exited;
  const statuses = results.map((r) => r.status);
  console.log(
    `in-flight checkouts answered: ${JSON.stringify(statuses)}; new request refused: ${refused}; exit ${code}`,
  );
  assert.ok(
    statuses.every((status) => status === 303),
    'every in-flight checkout completed with its payment redirect',
  );
  assert.ok(refused, 'no new connection is accepted once stopping');
  assert.equal(code, 0, 'the process exits cleanly');
  console.log('PASS  SIGTERM: in-flight checkouts completed, clean exit');
} finally {
  await server.stop('SIGKILL');
  await mollie.close();
  await postgres.stop();
}
