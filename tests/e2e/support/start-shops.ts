import { type ChildProcess, spawn } from 'node:child_process';
import { waitForHealth } from '../../../bench/lib/app-server';

type Shop = { port: number; dataDir: string };

/**
 * Playwright's global setup: the shops of playwright.config.ts (E2E_SHOPS), each the production
 * server on its own port and embedded database, migrated and seeded by its own start. Started side by
 * side: as webServers Playwright started them one after another. The returned teardown stops them with
 * SIGTERM, as Fly does: each closes its database and the invoice renderer's Chromium.
 */
export default async function startShops(): Promise<() => Promise<void>> {
  const shops = JSON.parse(process.env.E2E_SHOPS ?? '[]') as Shop[];
  const children: ChildProcess[] = [];
  const stopAll = () => Promise.all(children.map(stop)).then(() => undefined);
  // A runner that ends without its teardown (killed, crashed) leaves no shop behind.
  process.once('exit', () => {
    for (const child of children) child.kill('SIGKILL');
  });
  try {
    await Promise.all(
      shops.map(async (shop) => {
        const health = `http://localhost:${shop.port}/healthz`;
        if (await answers(health)) throw new Error(`port ${shop.port} is in use: set E2E_PORT to a free one`);
        const child = spawn(process.execPath, ['server/index.js'], {
          env: { ...process.env, ...shopEnv(shop) },
          stdio: ['ignore', 'ignore', 'inherit'],
        });
        children.push(child);
        await waitForHealth(health, child);
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

function shopEnv(shop: Shop): Record<string, string> {
  return {
    PORT: String(shop.port),
    DATA_DIR: shop.dataDir,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'e2e-secret-0123456789',
    // The journeys act as the proxy in front of the shop: each test picks its own X-Forwarded-For,
    // so one test's form posts never use up another's rate limit.
    TRUSTED_PROXY: '127.0.0.1, ::1',
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM, then SIGKILL if the shop has not ended within 10 s. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
