import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkInMail } from './support/mail';
import { visit } from './support/navigation';
import { signInOwner } from './support/owner';
import { buyOnePlanner } from './support/shopper';

// Fulfilment (issue 14 item 3): the owner marks a paid order shipped, the customer sees it.

test.beforeEach(async ({ page }) => {
  test.slow();
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`,
  });
});

test('the owner marks a paid order shipped with carrier and code; the customer gets the tracking link', async ({
  page,
}) => {
  const email = `joost-${randomUUID().slice(0, 6)}@example.nl`;
  const number = await buyOnePlanner(page, email);
  await signInOwner(page);

  await visit(page, `/admin/dashboard/orders?q=${encodeURIComponent(number)}&verzending=toShip`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByTestId('fulfilment')).toHaveText('Te verzenden');
  await row.getByRole('link', { name: 'Details' }).click();

  const section = page.getByTestId('fulfilment-section');
  await section.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(section.getByText('Vul de track-and-trace-code in')).toBeVisible();
  await section.getByLabel('Vervoerder').selectOption('PostNL');
  await section.getByLabel('Track-and-trace-code').fill('3S');
  await section.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(section.getByText('Track-and-trace-code moet minimaal 4 karakters zijn')).toBeVisible();
  await section.getByLabel('Track-and-trace-code').fill('3SWAND0042');
  await section.getByRole('button', { name: 'Markeer als verzonden' }).click();
  await expect(section.getByTestId('shipped')).toContainText('met PostNL');
  await expect(page.getByTestId('timeline')).toContainText('Verzonden met PostNL (3SWAND0042)');

  await visit(page, `/admin/dashboard/orders?q=${encodeURIComponent(number)}&verzending=shipped`);
  await expect(page.getByRole('row').filter({ hasText: email }).getByTestId('fulfilment')).toHaveText(
    'Verzonden',
  );

  const link = await linkInMail(page, email, `Je bestelling ${number} is verzonden`);
  await visit(page, link);
  await expect(page.getByTestId('order-page-status')).toHaveText('Status: Verzonden');
  const shipment = page.getByTestId('order-page-shipment');
  await expect(shipment).toContainText('Track-and-trace-code: 3SWAND0042');
  await expect(shipment.getByRole('link', { name: 'Volg je pakket' })).toHaveAttribute(
    'href',
    'https://jouw.postnl.nl/track-and-trace/3SWAND0042-NL-2514EA',
  );
});
