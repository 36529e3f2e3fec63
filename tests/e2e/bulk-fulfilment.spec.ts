import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { buyOnePlanner } from './support/shopper';

// Bulk fulfilment on the order list (issue 14 item 3): tick paid orders, download their packing
// list, mark them shipped at once. One plain form, so the same journey with JavaScript on and off.

test.beforeEach(async ({ page }) => {
  test.slow();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
});

test('the owner prints the packing list of two paid orders and marks both shipped at once', async ({
  page,
}) => {
  const tag = randomUUID().slice(0, 6);
  const emails = [`lotte-${tag}@example.nl`, `daan-${tag}@example.nl`];
  const numbers = [await buyOnePlanner(page, emails[0]!), await buyOnePlanner(page, emails[1]!)];
  await signInOwner(page);
  await visit(page, '/admin/dashboard/orders?verzending=toShip');
  const form = page.getByTestId('bulk-ship');
  const tick = (n: number) => form.getByRole('checkbox', { name: `Selecteer bestelling ${numbers[n]}` });
  const code = (n: number) => form.getByLabel(`Track-and-trace-code voor bestelling ${numbers[n]}`);
  const ship = form.getByRole('button', { name: 'Markeer als verzonden' });

  // Nothing ticked: a Dutch message, nothing shipped.
  await ship.click();
  await expect(form.getByRole('alert')).toHaveText('Selecteer minstens één bestelling');

  // A code that is typed must be valid; the ticks and codes survive the refusal.
  await tick(0).check();
  await tick(1).check();
  await code(0).fill(`3SBULK${tag.toUpperCase()}`);
  await code(1).fill('3S');
  await ship.click();
  await expect(form.getByRole('alert')).toHaveText(
    `Bestelling ${numbers[1]}: Track-and-trace-code moet minimaal 4 karakters zijn`,
  );
  await expect(tick(0)).toBeChecked();
  await expect(tick(1)).toBeChecked();
  await expect(code(0)).toHaveValue(`3SBULK${tag.toUpperCase()}`);

  // The packing list of the two, one page each, without prices.
  await code(1).fill('');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Paklijst downloaden' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^paklijst-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = readFileSync(await file.path());
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  for (const number of numbers) expect(text).toContain(`Bestelling ${number}`);
  expect(text).toContain('Femke Visser');
  expect(text).toContain('2514 EA Den Haag');
  expect(text).not.toMatch(/€|\d+,\d{2}/);
  expect(text.split('\f').filter((page) => page.trim())).toHaveLength(2);

  // Both shipped at once, the second without a code.
  await ship.click();
  await expect(page.getByTestId('toast')).toContainText('2 bestellingen gemarkeerd als verzonden');
  await visit(page, `/admin/dashboard/orders?verzending=shipped&q=${encodeURIComponent(numbers[1]!)}`);
  await expect(page.getByRole('row').filter({ hasText: emails[1]! }).getByTestId('fulfilment')).toHaveText(
    'Verzonden',
  );
  await visit(page, '/admin/dashboard/email-test');
  for (const [n, email] of emails.entries()) {
    await expect(
      page
        .getByTestId('outbox')
        .getByRole('row')
        .filter({ hasText: email })
        .filter({
          hasText: `Je bestelling ${numbers[n]} is verzonden`,
        }),
    ).toHaveCount(1);
  }
});
