import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../../bench/lib/app-server';

// Production start-up rules (issue 16 items 6 and 7), on production server processes of their own.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server-level test: runs once');
test.describe.configure({ mode: 'serial' });

/**
 * One production server on the test checkout for the page tests below (a start migrates and seeds a
 * fresh database: about 10 s here). Neither test changes what the other reads.
 */
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer({ env: { PAYMENTS: 'test' } });
});
test.afterAll(async () => {
  await server?.stop();
});

test('production refuses to start on the test checkout unless PAYMENTS=test says so', async () => {
  await expect(startServer({ env: { PAYMENTS: '' } })).rejects.toThrow(
    /MOLLIE_API_KEY: is required in production/,
  );
  await expect(startServer({ env: { PUBLIC_URL: '' } })).rejects.toThrow(
    /PUBLIC_URL: is required in production/,
  );
});

test('production on the test checkout on purpose says so on every page', async ({ page }) => {
  for (const [path, words] of [
    ['/nl', 'Testmodus'],
    ['/de/kontakt', 'Testmodus'],
    ['/en/contact', 'Test mode'],
    // The admin is Dutch only, whatever language the visitor browsed the shop in.
    ['/admin/login', 'Testmodus'],
  ]) {
    await page.goto(`${server.url}${path}`);
    await expect(page.getByTestId('test-mode-banner'), path).toContainText(words as string);
  }
});

test('production marks the language and admin sidebar cookies Secure, like the session cookie', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    const page = await request.get('/en');
    expect(page.headers()['set-cookie']).toMatch(/^language=[^\n]*; Secure/m);
    const registered = await request.post('/admin/login', {
      headers: { origin: server.url },
      form: { intent: 'register', email: 'eigenaar@example.nl', password: 'geheim-123456' },
      maxRedirects: 0,
    });
    const session = registered.headers()['set-cookie']?.match(/admin_session=[^;]+/)?.[0] ?? '';
    expect(session).not.toBe('');
    const toggled = await request.post('/admin/dashboard/sidebar', {
      headers: { origin: server.url, cookie: session },
      form: { collapsed: 'true' },
      maxRedirects: 0,
    });
    expect(toggled.status()).toBe(303);
    expect(toggled.headers()['set-cookie']).toMatch(/^admin_sidebar=[^\n]*; Secure/m);
  } finally {
    await request.dispose();
  }
});
