import { test } from '@playwright/test';
import { twoFactorJourney } from './support/two-factor';

// Project two-factor-js-off: the same journey as plain HTML forms and server answers.

test('without JavaScript: two-factor sign-in offered, required, enrolled, code and recovery code (each once)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.62.0.2' });
  await twoFactorJourney(page);
});
