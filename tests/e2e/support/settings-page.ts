import { expect, type Page } from '@playwright/test';

export const STALE = 'Deze instellingen zijn intussen gewijzigd; laad de pagina opnieuw';

/** One section of the admin settings page (each is its own form). */
export const section = (page: Page, id: string) => page.locator(`section#${id}`);

/** Saves a section and waits for its 'Opgeslagen'. */
export async function save(page: Page, id: string) {
  await section(page, id).getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId(`saved-${id}`)).toHaveText('Opgeslagen');
}
