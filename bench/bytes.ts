/**
 * Bytes a phone downloads for the first view of /nl: `npx tsx bench/bytes.ts` (after `npm run build`).
 * Loads the page in the system Chromium at a phone's viewport and sums the compressed response bodies
 * by type (lazy images below the fold are not fetched, so they do not count).
 * Budgets: JavaScript <= 120 KB gzipped, CSS <= 25 KB gzipped, largest first-view image <= 100 KB.
 */
import { chromium } from '@playwright/test';
import { startServer } from './lib/app-server';
import { verdict } from './lib/load';

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(({ responseBodySize }) => {
        const type = request.resourceType();
        const key = (type in sizes ? type : 'other') as keyof typeof sizes;
        sizes[key] += responseBodySize;
        if (type === 'image' && responseBodySize > largestImage.bytes) {
          largestImage = { url: new URL(request.url()).pathname, bytes: responseBodySize };
        }
      }),
    );
  });
  await page.goto(`${server.url}/nl`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `/nl first view (compressed): HTML ${kb(sizes.document)}, CSS ${kb(sizes.stylesheet)}, JS ${kb(sizes.script)}, ` +
      `images ${kb(sizes.image)}, fonts ${kb(sizes.font)}, other ${kb(sizes.other)}`,
  );
  const ok = [
    verdict('JavaScript <= 120 KB gzipped', sizes.script <= 120 * 1024, kb(sizes.script)),
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
