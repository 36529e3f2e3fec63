import { getDb } from '~/db/client.server';
import { enqueueRegistrationNotice } from '~/modules/email/admin-emails.server';
import { emailOrigin } from '~/modules/orders/order-page.server';
import { clientKey, hitEach } from '~/security/rate-limit.server';
import { type Account, hasAccount, openRegistration } from './accounts.server';
import { credentialsSchema } from './credentials-schema';
import { tooManyAttemptsMessage } from './sign-in.server';

/** Sign-ups per hour from one client address and to one e-mail address (each sends an e-mail). */
const REGISTRATION_WINDOW_SECONDS = 60 * 60;
const REGISTRATION_LIMITS = { perAddress: 10, perEmail: 3 };

export type RegistrationOutcome =
  /** The shop's first account: its admin, signed in at once. */
  | { kind: 'signed-in'; account: Account }
  /** Every other sign-up, whether or not the address has an account: the same answer, an e-mail. */
  | { kind: 'mailed'; email: string }
  | { kind: 'refused'; status: 400 | 429; message: string; retryAfterSeconds?: number };

/**
 * The registration tab (issue 16.10). Only the shop's first account registers itself (and becomes
 * admin); after that accounts come by invitation. Any other sign-up answers the same way and sends
 * the address an e-mail, 'you already have an account' or 'ask an admin for an invitation', so the
 * answer never tells whether the address has an account; rate-limited per client and per address.
 */
export async function register(request: Request): Promise<RegistrationOutcome> {
  const form = await request.clone().formData();
  const parsed = credentialsSchema('register').safeParse({
    email: form.get('email'),
    password: form.get('password'),
  });
  if (!parsed.success) {
    return { kind: 'refused', status: 400, message: parsed.error.issues[0]?.message ?? '' };
  }
  const email = parsed.data.email.toLowerCase();
  const wait = await hitEach(REGISTRATION_WINDOW_SECONDS, {
    [`register:ip:${clientKey(request)}`]: REGISTRATION_LIMITS.perAddress,
    [`register:email:${email}`]: REGISTRATION_LIMITS.perEmail,
  });
  if (wait) {
    return { kind: 'refused', status: 429, message: tooManyAttemptsMessage(wait), retryAfterSeconds: wait };
  }
  const account = await openRegistration(email, parsed.data.password);
  if (account) return { kind: 'signed-in', account };
  await enqueueRegistrationNotice(await getDb(), {
    email,
    hasAccount: await hasAccount(email),
    loginUrl: `${emailOrigin()}/admin/login`,
  });
  return { kind: 'mailed', email };
}
