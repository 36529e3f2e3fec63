import { adminText } from '~/modules/admin/admin-text';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Account } from './accounts.server';
import { type LoginMode, loginMode, refusalMessage, typedEmail } from './login-form';
import { register } from './registration.server';
import { beginSecondStep, SECOND_STEP_PATH } from './second-step.server';
import { createSession } from './session.server';
import { signIn } from './sign-in.server';

export type LoginAnswer =
  /** Signed in (or on to the second step): where to go, with the cookies to set. */
  | { kind: 'redirect'; location: string; headers: Headers }
  /** The page again, with a refusal or the registration notice, and the address typed. */
  | {
      kind: 'page';
      mode: LoginMode;
      status: number;
      email: string;
      error?: string;
      notice?: string;
      retryAfter?: number;
    };

async function signedIn(account: Account, mode: LoginMode): Promise<LoginAnswer> {
  // With two-factor sign-in set up, the password only opens the second step.
  const secondStep = await beginSecondStep(account);
  if (secondStep) {
    return {
      kind: 'redirect',
      location: SECOND_STEP_PATH,
      headers: new Headers({ 'Set-Cookie': secondStep }),
    };
  }
  const headers = new Headers();
  headers.append('Set-Cookie', await createSession(account.id));
  const toast =
    mode === 'register'
      ? { title: adminText('login.registeredTitle'), description: adminText('login.registeredText') }
      : { title: adminText('signIn.signedIn'), description: adminText('login.signedInText') };
  headers.append('Set-Cookie', await toastHeader({ type: 'success', ...toast }));
  return { kind: 'redirect', location: '/admin/dashboard', headers };
}

/**
 * The login page's POST: sign in, or register (the shop's first account signs in at once, any other
 * sign-up gets the same 'we sent an e-mail' answer). A failing database answers 503, not a 500.
 */
export async function adminLogin(request: Request): Promise<LoginAnswer> {
  const form = await request.clone().formData();
  const mode = loginMode(form.get('intent'));
  const email = typedEmail(form.get('email'));
  const refused = (outcome: { status: number; message: string; retryAfterSeconds?: number }) =>
    ({
      kind: 'page',
      mode,
      email,
      status: outcome.status,
      error: refusalMessage(mode, outcome),
      retryAfter: outcome.retryAfterSeconds,
    }) as const;
  try {
    if (mode === 'login') {
      const outcome = await signIn(request);
      return outcome.ok ? await signedIn(outcome.account, mode) : refused(outcome);
    }
    const outcome = await register(request);
    if (outcome.kind === 'signed-in') return await signedIn(outcome.account, mode);
    if (outcome.kind === 'refused') return refused(outcome);
    const notice = adminText('registration.mailed', { email: outcome.email });
    return { kind: 'page', mode, email: '', status: 200, notice };
  } catch {
    return { kind: 'page', mode, email, status: 503, error: adminText('login.unavailable') };
  }
}
