import { expect, type Page } from '@playwright/test';
import { visit } from './navigation';

/**
 * The owner's outbox shows what the customer was sent: the order-page link in that message. The
 * page must be signed in as the owner.
 */
export async function linkInMail(page: Page, email: string, subject: RegExp | string): Promise<string> {
  await visit(page, '/admin/dashboard/email-test');
  const row = page
    .getByTestId('outbox')
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: subject })
    .first();
  const text = (await row.getByTestId('outbox-text').textContent()) ?? '';
  const link =
    /https?:\/\/\S+\/(?:nl\/bestelling|en\/order|fr\/commande|de\/bestellung)\/[A-Za-z0-9_-]{43}/.exec(
      text,
    )?.[0];
  expect(link, `an order-page link in: ${text}`).toBeTruthy();
  return link ?? '';
}
