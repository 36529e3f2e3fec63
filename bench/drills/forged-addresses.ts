/**
 * Drill (issue 16, points 1 and 2): an attacker without a proxy in front of the shop rotates
 * forwarded-address headers on 1,000 sign-in attempts, then streams a 100 MB chunked body.
 * Asserts: the sign-in limit holds (429s once the connection's address used up its tries, never a
 * shared bucket), the body is refused with a 413 that closes the connection, and the server's
 * resident memory grows by less than 20 MB. `npx tsx bench/drills/forged-addresses.ts` (after a build).
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { startServer } from '../lib/app-server';

const ATTEMPTS = 1_000;
const CONCURRENCY = 20;
const BODY_MIB = 100;

const octet = () => Math.floor(Math.random() * 254) + 1;
const forgedAddress = () => `${octet()}.${octet()}.${octet()}.${octet()}`;

async function signIn(url: string): Promise<number> {
  const address = forgedAddress();
  const response = await fetch(`${url}/admin/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: url,
      'x-forwarded-for': address,
      'fly-client-ip': address,
      'x-real-ip': address,
    },
    body: new URLSearchParams({
      intent: 'login',
      email: `owner${octet()}@example.nl`,
      password: 'guess-123',
    }),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Streams `mib` MiB chunked; resolves at the answer with how much had been sent by then. */
function chunkedUpload(
  url: string,
  mib: number,
): Promise<{ status: number; connection?: string; sentMiB: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const chunk = Buffer.alloc(64 * 1024, 'i');
    const request = http.request({
      host: hostname,
      port,
      path: '/api/webhooks/mollie',
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          sentMiB: sent / 2 ** 20,
        });
      });
    });
    request.on('error', reject);
    const pump = () => {
      while (sent < mib * 2 ** 20) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

const server = await startServer();
try {
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < ATTEMPTS) {
        const status = await signIn(server.url);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const limited = statuses.get(429) ?? 0;
  console.log(
    `${ATTEMPTS} forged-address sign-ins in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(Object.fromEntries(statuses))}`,
  );

  const rssBefore = server.rssMiB();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssMiB());
  }, 20);
  const upload = await chunkedUpload(server.url, BODY_MIB);
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, server.rssMiB());
  console.log(
    `${BODY_MIB} MiB chunked body: ${upload.status} (Connection: ${upload.connection}) after ${upload.sentMiB.toFixed(1)} MiB sent; RSS ${rssBefore} -> peak ${rssPeak} MiB (+${rssPeak - rssBefore})`,
  );

  assert.ok(
    limited >= ATTEMPTS - 30,
    `at most 30 attempts from one connection's address get through (429s: ${limited})`,
  );
  assert.equal(statuses.get(500) ?? 0, 0, 'no server error');
  assert.equal(upload.status, 413, 'the chunked body is refused');
  assert.equal(upload.connection, 'close', 'the 413 closes the connection');
  assert.ok(rssPeak - rssBefore < 20, `RSS grows by less than 20 MB (grew ${rssPeak - rssBefore})`);
  console.log('PASS  forged addresses are not believed; a chunked body stops at the limit');
} finally {
  await server.stop('SIGKILL');
}
