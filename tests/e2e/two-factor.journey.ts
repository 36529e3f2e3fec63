import { test } from '@playwright/test';
import { twoFactorJourney } from './support/two-factor';

// Project two-factor: the owner's sign-in changes for its duration, so it runs on a shop of its own,
// after the settings journey there (playwright.config.ts).

test('two-factor sign-in: offered, required, enrolled, code and recovery code (each once)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.62.0.1' });
  await twoFactorJourney(page);
});
