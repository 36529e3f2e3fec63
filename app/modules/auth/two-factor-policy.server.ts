import { redirect } from 'react-router';
import { shopSettings } from '~/modules/settings/settings.server';
import type { Account } from './accounts.server';
import { currentSession, setSessionData } from './session.server';

export const ENROL_PATH = '/admin/dashboard/two-factor';

/**
 * 'Tweestapsverificatie verplicht voor alle beheerders': with the setting on, an admin without
 * two-factor sign-in reaches nothing in the admin but the enrolment page (and signing out).
 */
export async function requireEnrolmentWhenMandatory(request: Request, account: Account): Promise<void> {
  if (account.twoFactor || !(await shopSettings()).security.twoFactorRequired) return;
  if (!new URL(request.url).pathname.startsWith(ENROL_PATH)) throw redirect(ENROL_PATH, 303);
}

/** Whether the admin area offers two-factor sign-in: not set up yet, and not put off with 'Later' this session. */
export async function offerTwoFactor(request: Request, account: Account): Promise<boolean> {
  if (account.twoFactor) return false;
  const session = await currentSession(request);
  return Boolean(session && !session.data.twoFactorOfferDismissed);
}

/** 'Later': no offer again until the next sign-in. */
export async function postponeTwoFactorOffer(request: Request): Promise<void> {
  const session = await currentSession(request);
  if (session) await setSessionData(session.idHash, { ...session.data, twoFactorOfferDismissed: true });
}
