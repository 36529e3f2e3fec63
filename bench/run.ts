/**
 * Runs benchmark or drill scripts one after the other, each in its own process, and prints a
 * summary: `npm run bench` (budgets), `npm run drills` (reliability drills). A name narrows it:
 * `npm run bench -- checkout`. Exit code 1 when a budget was missed or a drill failed.
 */
import { spawnSync } from 'node:child_process';

const suites = {
  bench: [
    'bench/http-throughput.ts',
    'bench/bytes.ts',
    'bench/lighthouse.ts',
    'bench/checkout.ts',
    'bench/invoice-pdf.ts',
    'bench/memory.ts',
  ],
  drills: [
    'bench/drills/stock-race.ts',
    'bench/drills/mollie-timeout.ts',
    'bench/drills/postgres-restart.ts',
    'bench/drills/sigterm.ts',
    'bench/drills/sendgrid-outage.ts',
    'bench/drills/forged-addresses.ts',
  ],
};

const [suite = 'bench', filter] = process.argv.slice(2);
const scripts = (suites[suite as keyof typeof suites] ?? []).filter(
  (script) => !filter || script.includes(filter),
);
if (scripts.length === 0) throw new Error(`nothing to run for ${suite} ${filter ?? ''}`);

console.log(`# ${suite} on ${new Date().toISOString()}, ${process.version}`);
const failed: string[] = [];
for (const script of scripts) {
  console.log(`\n## ${script}`);
  const run = spawnSync('npx', ['tsx', script], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(script);
}
console.log(failed.length ? `\nnot met: ${failed.join(', ')}` : '\nall met');
process.exitCode = failed.length ? 1 : 0;
