/**
 * Server rendering throughput: `npx tsx bench/http-throughput.ts` (after `npm run build`).
 * Runs /nl of the shop and the bare React Router floor app (bench/floor, one loader, same
 * toolchain, same Express and compression) one after the other, 50 connections for 20 s each.
 * Budget: the shop keeps >= 50 % of the floor's throughput and its p99 stays under 100 ms.
 * A third run turns the page cache off (PAGE_CACHE=off): what every request costs when each one
 * renders, as for a visitor with a cart. It is reported, not judged.
 */
import { execFileSync } from 'node:child_process';
import { startServer } from './lib/app-server';
import { load, verdict } from './lib/load';

const DURATION = Number(process.env.BENCH_DURATION ?? 20);

execFileSync('npx', ['react-router', 'build', 'bench/floor'], { stdio: 'ignore' });

const floor = await startServer({ script: 'bench/floor/server.js', health: '/' });
await load(`${floor.url}/`, { connections: 10, duration: 2 }); // warm up the JIT
const floorResult = await load(`${floor.url}/`, { connections: 50, duration: DURATION });
await floor.stop();

const shop = await startServer();
await load(`${shop.url}/nl`, { connections: 10, duration: 2 });
const shopResult = await load(`${shop.url}/nl`, { connections: 50, duration: DURATION });
await shop.stop();

const uncached = await startServer({ env: { PAGE_CACHE: 'off' } });
await load(`${uncached.url}/nl`, { connections: 10, duration: 2 });
const uncachedResult = await load(`${uncached.url}/nl`, { connections: 50, duration: DURATION });
await uncached.stop();

console.log(
  `floor /   : ${floorResult.throughput} req/s, p50 ${floorResult.p50} ms, p99 ${floorResult.p99} ms`,
);
console.log(`shop  /nl : ${shopResult.throughput} req/s, p50 ${shopResult.p50} ms, p99 ${shopResult.p99} ms`);
console.log(
  `shop  /nl without the page cache: ${uncachedResult.throughput} req/s, p50 ${uncachedResult.p50} ms, p99 ${uncachedResult.p99} ms`,
);
const share = shopResult.throughput / floorResult.throughput;
const ok = [
  verdict('shop throughput >= 50 % of the floor', share >= 0.5, `${(share * 100).toFixed(0)} %`),
  verdict('shop p99 < 100 ms at 50 connections', shopResult.p99 < 100, `${shopResult.p99} ms`),
  verdict(
    'no errors',
    shopResult.errors + shopResult.non2xx === 0,
    `${shopResult.errors} errors, ${shopResult.non2xx} non-2xx`,
  ),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
