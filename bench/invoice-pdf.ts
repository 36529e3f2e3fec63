/**
 * Invoice PDF timings with one reused Chromium: `npx tsx bench/invoice-pdf.ts`.
 * Prints the cold first render, median and p95 of 20 warm renders, and memory after the first
 * and after 200 renders (Node's RSS, and the PSS of the Chromium process tree, which lives outside it).
 * Budgets: warm median <= 400 ms; memory (Node's RSS + Chromium's PSS) grows <= 50 MiB from the first
 * render to the 200th.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { closeInvoiceRenderer, pdfRendererStats, renderInvoicePdf } from '~/modules/invoices/pdf.server';
import { paidOrder } from '../tests/fixtures/invoice-order';
import { verdict } from './lib/load';

const WARM = 20;
const TOTAL = 200;
const order = paidOrder();

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

/**
 * Proportional set size (shared pages split between sharers) over a process and its descendants:
 * Chromium runs renderers as children, and summing their RSS would count shared memory many times.
 */
function treePss(root: number | undefined): number {
  if (!root) return 0;
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=']).toString().trim().split('\n');
  const procs = rows.map((r) => r.trim().split(/\s+/).map(Number) as [number, number]);
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of procs) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      const kib = /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1];
      total += Number(kib ?? 0) * 1024;
    } catch {
      // The process ended between ps and the read.
    }
  }
  return total;
}

async function timed(): Promise<number> {
  const start = performance.now();
  await renderInvoicePdf(order);
  return performance.now() - start;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Node's RSS and Chromium's PSS, in bytes, and as a line to print. */
function memory(): { bytes: number; text: string } {
  const [node, chromium] = [process.memoryUsage().rss, treePss(pdfRendererStats().pid)];
  return { bytes: node + chromium, text: `node RSS ${mib(node)}, chromium PSS ${mib(chromium)}` };
}

const cold = await timed();
const afterFirst = memory();
console.log(`first render (browser launch included): ${cold.toFixed(0)} ms; ${afterFirst.text}`);

const warm: number[] = [];
for (let i = 0; i < WARM; i++) warm.push(await timed());
warm.sort((a, b) => a - b);
console.log(
  `${WARM} warm renders: median ${percentile(warm, 50).toFixed(1)} ms, p95 ${percentile(warm, 95).toFixed(1)} ms`,
);

for (let i = 1 + WARM; i < TOTAL; i++) await renderInvoicePdf(order);
const afterAll = memory();
console.log(`after ${TOTAL} renders: ${afterAll.text}; browsers launched: ${pdfRendererStats().launches}`);

await closeInvoiceRenderer();
const median = percentile(warm, 50);
const growth = afterAll.bytes - afterFirst.bytes;
const ok = [
  verdict('warm invoice PDF median <= 400 ms', median <= 400, `${median.toFixed(0)} ms`),
  verdict(`memory growth over ${TOTAL} renders <= 50 MiB`, growth <= 50 * 1024 * 1024, mib(growth)),
].every(Boolean);
process.exitCode = ok ? 0 : 1;
