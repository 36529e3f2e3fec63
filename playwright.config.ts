import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// A fresh embedded database per run, so journeys start from the seed.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'retain-on-failure' },
  projects: [
    { name: 'setup', testMatch: /global\.setup\.ts/ },
    { name: 'js-on', use: { ...chromium }, dependencies: ['setup'] },
    {
      name: 'js-off',
      use: { ...chromium, javaScriptEnabled: false },
      dependencies: ['setup'],
      // Request-only tests (tests/e2e/support/http-only.ts) run once, in js-on.
      grepInvert: /@http-only/,
    },
    // Changes the merchant settings every other journey reads as seeded: runs once they are done.
    {
      name: 'settings',
      testMatch: /settings\.journey\.ts/,
      use: { ...chromium },
      dependencies: ['js-on', 'js-off'],
    },
    {
      name: 'settings-js-off',
      testMatch: /settings-nojs\.journey\.ts/,
      use: { ...chromium, javaScriptEnabled: false },
      dependencies: ['settings'],
    },
    // The owner's sign-in gains a second step for the duration: after every journey that signs in.
    {
      name: 'two-factor',
      testMatch: /two-factor\.journey\.ts/,
      use: { ...chromium },
      dependencies: ['settings-js-off'],
    },
    {
      name: 'two-factor-js-off',
      testMatch: /two-factor-nojs\.journey\.ts/,
      use: { ...chromium, javaScriptEnabled: false },
      dependencies: ['two-factor'],
    },
  ],
  webServer: {
    command: 'node server/index.js',
    url: `http://localhost:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM, as Fly sends it: the server closes its database and the invoice renderer's Chromium.
    // Playwright's default SIGKILL left that Chromium running after every test run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-secret-0123456789',
      // The journeys act as the proxy in front of the shop: each test picks its own X-Forwarded-For,
      // so one test's form posts never use up another's rate limit.
      TRUSTED_PROXY: '127.0.0.1, ::1',
    },
  },
});
