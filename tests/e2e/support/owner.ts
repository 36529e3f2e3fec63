import { expect, type Page } from '@playwright/test';
import { visit } from './navigation';

/** The account the e2e setup registers first, which makes it the admin. */
export const OWNER = { email: 'eigenaar@wandplanner.test', password: 'planner-eigenaar-2026' };

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  tab: 'login' | 'register',
) {
  await visit(page, tab === 'register' ? '/admin/login?tab=register' : '/admin/login');
  await page.getByLabel('E-mailadres').fill(account.email);
  await page.getByLabel('Wachtwoord').fill(account.password);
  await page
    .getByRole('button', { name: tab === 'register' ? 'Registreren' : 'Inloggen', exact: true })
    .click();
  // The outcome: the dashboard (or its denial), or the login page again with a message.
  await expect(
    page.getByRole('alert').or(page.getByRole('heading', { name: /Dashboard|Toegang Geweigerd/ })),
  ).toBeVisible();
}

export async function signInOwner(page: Page) {
  await signIn(page, OWNER, 'login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}
