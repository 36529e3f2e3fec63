import { type Page, test } from '@playwright/test';

/**
 * Opens a page and, when JavaScript runs, waits until React has hydrated it: a click before that
 * is a plain HTML submit that hydration can interrupt. Without JavaScript there is nothing to wait for.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  if (test.info().project.use.javaScriptEnabled !== false) {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
}
