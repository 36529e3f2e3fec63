import { generateTOTP } from '@epic-web/totp';
import { expect, type Page } from '@playwright/test';
import { visit } from './navigation';
import { OWNER, signInOwner } from './owner';
import { save, section } from './settings-page';

const WRONG = 'Ongeldige code. Probeer het opnieuw of gebruik een herstelcode.';

/**
 * The app's code for `stepsAhead` time steps from now, from the same @epic-web/totp an authenticator
 * app's algorithm matches. generateTOTP reads the clock itself, so a later step is asked for by
 * lending it a clock that runs ahead (one step ahead is the drift the shop accepts).
 */
async function appCode(secret: string, stepsAhead = 0): Promise<string> {
  const RealDate = Date;
  const ahead = stepsAhead * 30_000;
  globalThis.Date = class extends RealDate {
    constructor(...args: []) {
      if (args.length === 0) super(RealDate.now() + ahead);
      else super(...(args as []));
    }
  } as DateConstructor;
  try {
    return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
  } finally {
    globalThis.Date = RealDate;
  }
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The password step for an enrolled owner: it ends on the code page, not in the admin. */
async function passwordStep(page: Page) {
  await visit(page, '/admin/login');
  await page.getByLabel('E-mailadres').fill(OWNER.email);
  await page.getByLabel('Wachtwoord').fill(OWNER.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Tweestapsverificatie' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login\/code$/);
}

async function codeStep(page: Page, code: string) {
  await page.getByLabel('Code of herstelcode').fill(code);
  await page.getByRole('button', { name: 'Verifiëren' }).click();
}

async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * The owner's whole two-factor journey: offered and put off, required by the shop setting, enrolled,
 * signed in with a code and with a recovery code (a second use of it refused), then switched off
 * again so the next journey (with or without JavaScript) starts from the same place.
 */
export async function twoFactorJourney(page: Page) {
  await signInOwner(page);
  const offer = page.getByTestId('two-factor-offer');
  await expect(offer).toContainText('Beveilig je account met tweestapsverificatie');
  await offer.getByRole('button', { name: 'Later' }).click();
  await expectDashboard(page);
  await expect(offer).toHaveCount(0);

  await visit(page, '/admin/dashboard/settings');
  await section(page, 'security').getByLabel('Tweestapsverificatie verplicht voor alle beheerders').check();
  await section(page, 'security').getByRole('button', { name: 'Opslaan' }).click();
  // Saved, and it applies at once: the owner without two-factor is sent to enrolment, and stays there.
  await expect(page).toHaveURL(/\/admin\/dashboard\/two-factor(#security)?$/);
  await visit(page, '/admin/dashboard/orders');
  await expect(page).toHaveURL(/\/admin\/dashboard\/two-factor(#security)?$/);
  await expect(page.getByText('Tweestapsverificatie is verplicht voor alle beheerders')).toBeVisible();
  await expect(
    page.getByRole('img', { name: 'QR-code voor je authenticator-app' }).locator('svg'),
  ).toBeVisible();
  const secret = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code uit de app').fill('000000' === (await appCode(secret)) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('alert')).toContainText('Deze code klopt niet');
  await page.getByLabel('Code uit de app').fill(await appCode(secret));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  const codes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
  await page.getByRole('link', { name: 'Ik heb de codes bewaard' }).click();
  await expectDashboard(page);
  await signOut(page);

  // Password and a code from the app (one step ahead: the enrolment code's step is spent).
  await passwordStep(page);
  await codeStep(page, '000000' === (await appCode(secret, 1)) ? '111111' : '000000');
  await expect(page.getByRole('alert')).toHaveText(WRONG);
  await codeStep(page, await appCode(secret, 1));
  await expectDashboard(page);
  await expect(offer).toHaveCount(0);
  await signOut(page);

  // A recovery code works once.
  await passwordStep(page);
  await codeStep(page, codes[0] as string);
  await expectDashboard(page);
  await signOut(page);
  await passwordStep(page);
  await codeStep(page, codes[0] as string);
  await expect(page.getByRole('alert')).toHaveText(WRONG);
  await codeStep(page, (codes[1] as string).toLowerCase());
  await expectDashboard(page);

  // Back to the start: not required, switched off with a recovery code.
  await visit(page, '/admin/dashboard/settings');
  await section(page, 'security').getByLabel('Tweestapsverificatie verplicht voor alle beheerders').uncheck();
  await save(page, 'security');
  await visit(page, '/admin/dashboard/two-factor');
  await expect(page.getByText('Je hebt nog 8 van de 10 herstelcodes over.')).toBeVisible();
  await page
    .getByLabel('Code uit de app of herstelcode')
    .last()
    .fill(codes[2] as string);
  await page.getByRole('button', { name: 'Uitzetten' }).click();
  await expect(page.getByTestId('totp-key')).toBeVisible();
}
