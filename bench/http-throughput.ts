/**
 * Server throughput of /nl, as ratios to a floor, in one run: `npx tsx bench/http-throughput.ts`
 * (after `npm run build`). One server at a time, autocannon with 50 connections for
 * BENCH_DURATION seconds (15 by default) each, every request with a browser's Accept-Encoding:
 *
 * - floor: a bare React Router app with one loader (bench/floor, same toolchain, Express and
 *   compression), the yardstick every other figure is divided by;
 * - static ceiling: node:http answering /nl's own compressed bytes from memory;
 * - /nl anonymous (page store on), /nl with a cart cookie (the page store keyed by the cart), and
 *   /nl with PAGE_CACHE=off (every request renders).
 *
 * Budgets (issue 17): anonymous >= 10 x the floor's req/s and its p99 below the floor's; with a cart
 * cookie >= 1.5 x the floor (it is served from the stored document; never below 0.6 x); no errors;
 * one render of /nl (PAGE_CACHE=off, one connection) at most 5 ms of the server's CPU.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './lib/app-server';
import { cpuPerCall } from './lib/cpu';
import { type LoadResult, load, verdict } from './lib/load';

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
/** What Chromium sends; the shop answers stored pages with brotli, the floor with gzip. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function measure(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  // Warm up the JIT and let a fresh server finish its start (migrations, first GCs): one run right
  // after a start once measured half the rate of the same run a minute later.
  await load(url, { connections: 10, duration: 5, headers: { ...BROWSER, ...headers } });
  return load(url, { connections: 50, duration: DURATION, headers: { ...BROWSER, ...headers } });
}

/** The cart cookie the shop sets after 'add to cart', as the browser sends it back. */
async function cartCookie(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/cart`, {
    method: 'POST',
    body: new URLSearchParams({ intent: 'add', productId: 'wall-planner-001', returnTo: '/nl' }),
    headers: { origin },
    redirect: 'manual',
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('wallplanner-cart='));
  if (!cookie) throw new Error(`no cart cookie from /api/cart (${response.status})`);
  return cookie.split(';')[0] ?? '';
}

/** A page's bytes as the server sends them to a browser, still compressed (fetch would decode them). */
function asSent(url: string): Promise<{ encoding: string; pageBytes: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: BROWSER }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          pageBytes: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

execFileSync('npx', ['react-router', 'build', 'bench/floor'], { stdio: 'ignore' });

const floor = await startServer({ script: 'bench/floor/server.js', health: '/' });
const floorResult = await measure(`${floor.url}/`);
await floor.stop();

const shop = await startServer();
const anonymous = await measure(`${shop.url}/nl`);
const cart = await cartCookie(shop.url);
const withCart = await measure(`${shop.url}/nl`, { cookie: cart });
const { encoding, pageBytes } = await asSent(`${shop.url}/nl`);
await shop.stop();

const bodyFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-static-')), 'nl.body');
writeFileSync(bodyFile, pageBytes);
const ceiling = await startServer({
  script: 'bench/lib/static-page-server.js',
  health: '/',
  env: { STATIC_BODY: bodyFile, STATIC_ENCODING: encoding },
});
const ceilingResult = await measure(`${ceiling.url}/`);
await ceiling.stop();

const uncached = await startServer({ env: { PAGE_CACHE: 'off' } });
const uncachedResult = await measure(`${uncached.url}/nl`);
// One shopper at a time: what one render costs the server, apart from any queueing.
const RENDERS = 500;
const single = await cpuPerCall(uncached.pid, RENDERS, () =>
  load(`${uncached.url}/nl`, { connections: 1, amount: RENDERS, headers: BROWSER }),
);
await uncached.stop();

const ratio = (result: LoadResult) => result.throughput / floorResult.throughput;
const row = (label: string, result: LoadResult) =>
  console.log(
    `${label.padEnd(36)} ${String(result.throughput).padStart(7)} req/s  ${ratio(result).toFixed(2).padStart(6)} x floor  p50 ${result.p50} ms  p99 ${result.p99} ms`,
  );
console.log(`/nl as sent: ${pageBytes.length} bytes ${encoding}; ${DURATION} s, 50 connections per run`);
row('static ceiling (bytes from memory)', ceilingResult);
row('floor (bare React Router)', floorResult);
row('shop /nl anonymous', anonymous);
row('shop /nl with a cart cookie', withCart);
row('shop /nl PAGE_CACHE=off', uncachedResult);
console.log(
  `one render of /nl (PAGE_CACHE=off, 1 connection): p50 ${single.result.p50} ms, ` +
    `server CPU ${single.serverMs.toFixed(1)} ms per render`,
);

const failures = [anonymous, withCart, uncachedResult, single.result].reduce(
  (sum, r) => sum + r.errors + r.non2xx,
  0,
);
const ok = [
  verdict('anonymous /nl >= 10 x the floor', ratio(anonymous) >= 10, `${ratio(anonymous).toFixed(2)} x`),
  verdict(
    "anonymous /nl p99 below the floor's",
    anonymous.p99 < floorResult.p99,
    `${anonymous.p99} ms vs ${floorResult.p99} ms`,
  ),
  verdict(
    '/nl with a cart cookie >= 1.5 x the floor',
    ratio(withCart) >= 1.5,
    `${ratio(withCart).toFixed(2)} x`,
  ),
  verdict(
    'one render of /nl <= 5 ms of server CPU',
    single.serverMs <= 5,
    `${single.serverMs.toFixed(1)} ms`,
  ),
  verdict('no errors', failures === 0, `${failures} errors or non-2xx`),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
