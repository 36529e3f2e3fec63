import { eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema';
import { shopSettings } from '~/modules/settings/settings.server';
import { currentSession, setSessionData } from './session.server';

export const ENROL_PATH = '/admin/dashboard/two-factor';

async function hasTwoFactor(userId: string): Promise<boolean> {
  const db = await getDb();
  const [user] = await db
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(user?.enabledAt);
}

/**
 * 'Tweestapsverificatie verplicht voor alle beheerders': with the setting on, an admin without
 * two-factor sign-in reaches nothing in the admin but the enrolment page (and signing out).
 */
export async function requireEnrolmentWhenMandatory(request: Request, userId: string): Promise<void> {
  if (!(await shopSettings()).security.twoFactorRequired) return;
  if (new URL(request.url).pathname.startsWith(ENROL_PATH)) return;
  if (!(await hasTwoFactor(userId))) throw redirect(ENROL_PATH, 303);
}

/** Whether the admin area offers two-factor sign-in: not set up yet, and not put off with 'Later' this session. */
export async function offerTwoFactor(request: Request, userId: string): Promise<boolean> {
  const session = await currentSession(request);
  if (!session || session.data.twoFactorOfferDismissed) return false;
  return !(await hasTwoFactor(userId));
}

/** 'Later': no offer again until the next sign-in. */
export async function postponeTwoFactorOffer(request: Request): Promise<void> {
  const session = await currentSession(request);
  if (session) await setSessionData(session.idHash, { ...session.data, twoFactorOfferDismissed: true });
}
