import { type Page, test } from '@playwright/test';

/**
 * Opens a page and, when JavaScript runs, waits until React has hydrated it: a click before that
 * is a plain HTML submit that hydration can interrupt. Without JavaScript there is nothing to wait for.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * After a plain link or form has loaded a new document (check its URL first, so the old document is
 * gone): waits until React has hydrated it, as `visit` does. Typing before that can be lost.
 */
export async function hydrated(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
}
