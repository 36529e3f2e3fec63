import { expect, type Page, test } from '@playwright/test';
import { type RunningServer, startServer } from '../../bench/lib/app-server';
import { hydrated, visit } from './support/navigation';

// Consent for the Meta pixel (issue 13 item 6): named, equal choices, and withdrawable from the
// footer, with and without JavaScript. The shared e2e server has no pixel, so this file starts its own.
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { PIXEL_ID: '1234567890' } });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Whether the page carries the pixel's loader (script text is not matched by locators' hasText). */
const hasPixel = async (page: Page) => (await page.content()).includes("fbq('init'");

/**
 * Clicks a choice of the banner and waits for its answer: without JavaScript a new page, read only
 * once it has loaded whole (the pixel's loader comes last, after the banner's place); with
 * JavaScript the page stays and React renders the answer once the page's data is reloaded.
 */
async function choose(page: Page, choice: string) {
  const reloaded = test.info().project.use.javaScriptEnabled === false ? page.waitForEvent('load') : null;
  await page.getByTestId('consent-banner').getByRole('button', { name: choice }).click();
  await reloaded;
}

test('the banner names the pixel, links the privacy page and offers equal choices', async ({ page }) => {
  await page.goto(`${server.url}/nl`);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toContainText('Meta-pixel');
  await expect(banner.getByRole('link', { name: /privacybeleid/ })).toHaveAttribute(
    'href',
    '/nl/privacybeleid',
  );
  const accept = banner.getByRole('button', { name: 'Akkoord' });
  const deny = banner.getByRole('button', { name: 'Weigeren' });
  // Equal means equally easy: same class list, so the same size, colour and weight.
  expect(await accept.getAttribute('class')).toBe(await deny.getAttribute('class'));
  expect(await hasPixel(page)).toBe(false);
});

test('consent given on one page is withdrawn from the footer of another', async ({ page }) => {
  await visit(page, `${server.url}/en/contact`);
  await choose(page, 'Accept');
  await expect(page).toHaveURL(/\/en\/contact$/);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  // With JavaScript the banner closes at once and the pixel follows with the revalidated page.
  await expect.poll(() => hasPixel(page)).toBe(true);

  await visit(page, `${server.url}/en/faq`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  const banner = page.getByTestId('consent-banner');
  await expect(banner.getByTestId('consent-current')).toHaveText(/You accepted earlier/);
  await hydrated(page); // the footer link is a plain link: a new document
  await choose(page, 'Decline');
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(() => hasPixel(page)).toBe(false);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  await expect(page.getByTestId('consent-current')).toHaveText(/You declined earlier/);
});
