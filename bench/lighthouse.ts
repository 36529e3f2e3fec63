/**
 * Lighthouse (mobile, the system Chromium) on /nl, /nl/checkout with a cart and the quote page:
 * `npx tsx bench/lighthouse.ts` (after `npm run build`).
 * Budgets: Performance >= 95, Accessibility 100, Best Practices >= 95, SEO 100.
 * The server runs in production mode on localhost (a secure context, as HTTPS would be).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { href } from '~/i18n/pages';
import { startServer } from './lib/app-server';
import { verdict } from './lib/load';
import { cartCookie } from './lib/shop-client';

const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let ok = true;
try {
  const cart = await cartCookie(server.url);
  const pages = [
    { name: '/nl', path: href('home', 'nl'), cookie: undefined },
    { name: '/nl/checkout (with a cart)', path: href('checkout', 'nl'), cookie: cart },
    { name: href('quote', 'nl'), path: href('quote', 'nl'), cookie: undefined },
  ];
  for (const page of pages) {
    const result = await lighthouse(`${server.url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGET),
      ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(
      Object.keys(BUDGET).map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Record<keyof typeof BUDGET, number>;
    for (const [id, minimum] of Object.entries(BUDGET) as [keyof typeof BUDGET, number][]) {
      ok = verdict(`${page.name} ${id} >= ${minimum}`, scores[id] >= minimum, String(scores[id])) && ok;
    }
    const failing = Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length) console.log(`      failing audits: ${failing.join(', ')}`);
    if (process.env.BENCH_VERBOSE) {
      for (const id of failing) {
        const items = (audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 5))
          console.log(`        ${id}: ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
    const lcp = audits['largest-contentful-paint']?.displayValue;
    const tbt = audits['total-blocking-time']?.displayValue;
    console.log(`      LCP ${lcp}, TBT ${tbt}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
process.exitCode = ok ? 0 : 1;
