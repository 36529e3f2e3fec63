/**
 * Server memory: `npx tsx bench/memory.ts` (after `npm run build`).
 * RSS of the server process on the embedded database after start, after 10 000 and after 50 000
 * requests spread over public pages of all four languages. Budget: no growth beyond 10 % between
 * 10 000 and 50 000 requests (a leak grows with requests; a warm heap does not).
 */
import { href } from '~/i18n/pages';
import { startServer } from './lib/app-server';
import { load, verdict } from './lib/load';

const PATHS = [
  ...(['nl', 'en', 'fr', 'de'] as const).map((lang) => href('home', lang)),
  href('about', 'nl'),
  href('faq', 'en'),
  href('quote', 'nl'),
  href('contact', 'de'),
  href('blog', 'fr'),
];

const server = await startServer();
const afterStart = server.rssMiB();

async function requests(total: number): Promise<void> {
  // Equal shares per path, ten connections at a time, as a steady stream of visitors.
  const each = Math.ceil(total / PATHS.length);
  for (const path of PATHS) {
    const result = await load(`${server.url}${path}`, { connections: 10, amount: each });
    if (result.errors > 0) throw new Error(`${path}: ${result.errors} errors`);
  }
}

await requests(10_000);
const after10k = server.rssMiB();
await requests(40_000);
const after50k = server.rssMiB();
await server.stop();

console.log(
  `RSS after start: ${afterStart} MiB; after 10 000 requests: ${after10k} MiB; after 50 000: ${after50k} MiB`,
);
const growth = (after50k - after10k) / after10k;
process.exitCode = verdict(
  'RSS growth between 10 000 and 50 000 requests <= 10 %',
  growth <= 0.1,
  `${(growth * 100).toFixed(1)} %`,
)
  ? 0
  : 1;
