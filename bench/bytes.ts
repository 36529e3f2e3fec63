/**
 * Bytes a phone downloads for the first view of /nl: `npx tsx bench/bytes.ts` (after `npm run build`).
 * Loads the page in the system Chromium at a phone's viewport and sums the compressed response bodies
 * by type (lazy images below the fold are not fetched, so they do not count).
 * Budgets (issue 17): JavaScript <= 110 KB gzipped, of which the shop's own code (not React, React
 * Router or the UI texts' catalog script) < 10 KB; CSS <= 25 KB gzipped; largest first-view image <= 100 KB;
 * the /nl document itself under 30 KB before compression (what the server writes and the phone parses).
 */
import { chromium } from '@playwright/test';
import { headlessChromium } from '../tests/support/chromium';
import { startServer } from './lib/app-server';
import { verdict } from './lib/load';

const server = await startServer();
const browser = await chromium.launch({
  executablePath: headlessChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const sizes = { document: 0, script: 0, stylesheet: 0, image: 0, font: 0, other: 0 };
  let largestImage = { url: '', bytes: 0 };
  const scripts: { path: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const type = request.resourceType();
        const key = (type in sizes ? type : 'other') as keyof typeof sizes;
        sizes[key] += responseBodySize;
        if (type === 'script')
          scripts.push({ path: new URL(request.url()).pathname, bytes: responseBodySize });
        if (type === 'image' && responseBodySize > largestImage.bytes) {
          largestImage = { url: new URL(request.url()).pathname, bytes: responseBodySize };
        }
      }),
    );
  });
  const response = await page.goto(`${server.url}/nl`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const documentRaw = (await response?.body())?.byteLength ?? 0;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`/nl document: ${kb(documentRaw)} raw`);
  console.log(
    `/nl first view (compressed): HTML ${kb(sizes.document)}, CSS ${kb(sizes.stylesheet)}, JS ${kb(sizes.script)}, ` +
      `images ${kb(sizes.image)}, fonts ${kb(sizes.font)}, other ${kb(sizes.other)}`,
  );
  for (const { path, bytes } of scripts.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(bytes)} ${path}`);
  // Framework: the chunk vite.config.ts groups React and React Router into, the entry and the loader runtime.
  const own = scripts
    .filter(({ path }) => !/\/(framework|entry\.client|rolldown-runtime)-|^\/catalog\//.test(path))
    .reduce((sum, { bytes }) => sum + bytes, 0);
  const ok = [
    verdict('JavaScript <= 110 KB gzipped', sizes.script <= 110 * 1024, kb(sizes.script)),
    verdict("the shop's own first-view JS < 10 KB gzipped", own < 10 * 1024, kb(own)),
    verdict('/nl document < 30 KB raw', documentRaw < 30 * 1024, kb(documentRaw)),
    verdict('CSS <= 25 KB gzipped', sizes.stylesheet <= 25 * 1024, kb(sizes.stylesheet)),
    verdict(
      'largest first-view image <= 100 KB',
      largestImage.bytes <= 100 * 1024,
      `${kb(largestImage.bytes)} ${largestImage.url}`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
