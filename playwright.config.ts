import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { headlessChromium } from './tests/support/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * Three shops, each on its own port and a fresh embedded database, so journeys start from the seed:
 * the main one, and two for the journeys that change what every other journey reads as seeded (the
 * merchant settings, the owner's sign-in): the JavaScript ones on one, the plain-HTML ones on the
 * other. They run beside the rest instead of one by one after it while the second worker waits. The
 * folders go in the environment, so Playwright's workers, which read this file again, find the same.
 */
const [mainShop, ...journeyShops] = [0, 1, 2].map((offset) => {
  const variable = `E2E_DATA_DIR_${offset}`;
  process.env[variable] ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  return { port: port + offset, dataDir: process.env[variable] as string };
});
const settingsShop = { baseURL: `http://localhost:${journeyShops[0]!.port}` };
const settingsShopNoJs = { baseURL: `http://localhost:${journeyShops[1]!.port}` };

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: headlessChromium(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

// Started side by side by the global setup (Playwright starts webServers one after another, ~5 s each).
process.env.E2E_SHOPS = JSON.stringify([mainShop, ...journeyShops]);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test costs about a tenth of the run's CPU: record the retry of a failure.
    trace: 'on-first-retry',
    // One browser context per worker, reset between tests (cookies, storage, pages, headers, viewport:
    // Playwright's own reset) instead of a new one per test. A new context starts with an empty HTTP
    // cache, so every test downloaded and compiled the shop's JavaScript again before its first click.
    reuseContext: true,
  },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    {
      name: 'js-on',
      use: { ...chromium },
      dependencies: ['setup'],
      // Server-HTML tests (tests/e2e/support/tags.ts) run once, in js-off.
      grepInvert: /@server-html/,
    },
    {
      name: 'js-off',
      use: { ...chromium, javaScriptEnabled: false },
      dependencies: ['setup'],
      // Request-only tests (tests/e2e/support/tags.ts) run once, in js-on.
      grepInvert: /@http-only/,
    },
    // On shops of their own: the merchant settings change there, then the owner's sign-in gains a
    // second step for the duration.
    { name: 'settings-setup', testMatch: /global\.setup\.ts/, use: settingsShop },
    {
      name: 'settings',
      testMatch: /settings\.journey\.ts/,
      use: { ...chromium, ...settingsShop },
      dependencies: ['settings-setup'],
    },
    {
      name: 'two-factor',
      testMatch: /two-factor\.journey\.ts/,
      use: { ...chromium, ...settingsShop },
      dependencies: ['settings'],
    },
    { name: 'settings-js-off-setup', testMatch: /global\.setup\.ts/, use: settingsShopNoJs },
    {
      name: 'settings-js-off',
      testMatch: /settings-nojs\.journey\.ts/,
      use: { ...chromium, ...settingsShopNoJs, javaScriptEnabled: false },
      dependencies: ['settings-js-off-setup'],
    },
    {
      name: 'two-factor-js-off',
      testMatch: /two-factor-nojs\.journey\.ts/,
      use: { ...chromium, ...settingsShopNoJs, javaScriptEnabled: false },
      dependencies: ['settings-js-off'],
    },
  ],
  globalSetup: './tests/e2e/support/start-shops.ts',
});
