import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { adminText } from '~/modules/admin/admin-text';
import { toastHeader } from '~/modules/toast/toast.server';
import type { Account } from './accounts.server';
import { credentialsSchema } from './credentials-schema';
import { type LoginMode, loginMode, refusalMessage } from './login-form';
import { register } from './registration.server';
import { beginSecondStep, SECOND_STEP_PATH } from './second-step.server';
import { createSession } from './session.server';
import { signIn } from './sign-in.server';

export type LoginAnswer =
  /** Signed in (or on to the second step): where to go, with the cookies to set. */
  | { kind: 'redirect'; location: string; headers: Headers }
  /**
   * The page again: the form's Conform answer (the refusal, what was typed but the password) or,
   * after a sign-up, the registration notice over an empty form.
   */
  | {
      kind: 'page';
      mode: LoginMode;
      status: number;
      result: SubmissionResult<string[]>;
      notice?: string;
      retryAfter?: number;
    };

/** A password is never sent back to the page, not even after a refusal. */
const hideFields = ['password'];

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
 * sign-up gets the same 'we sent an e-mail' answer). A malformed form still goes through signIn, so
 * it counts toward the address's limit as before; its refusal names the fields. A wrong e-mail or
 * password gets one message for both. A failing database answers 503, not a 500.
 */
export async function adminLogin(request: Request): Promise<LoginAnswer> {
  const form = await request.clone().formData();
  const mode = loginMode(form.get('intent'));
  const submission = parseWithZod(form, { schema: credentialsSchema(mode) });
  const page = (status: number, formError?: string, retryAfter?: number): LoginAnswer => {
    const formErrors = formError ? { formErrors: [formError] } : {};
    return {
      kind: 'page',
      mode,
      status,
      retryAfter,
      result: submission.reply({ ...formErrors, hideFields }),
    };
  };
  const refused = (outcome: { status: number; message: string; retryAfterSeconds?: number }) =>
    outcome.status === 400 && submission.status !== 'success'
      ? page(400)
      : page(outcome.status, refusalMessage(mode, outcome), outcome.retryAfterSeconds);
  try {
    if (mode === 'login') {
      const outcome = await signIn(request);
      return outcome.ok ? await signedIn(outcome.account, mode) : refused(outcome);
    }
    const outcome = await register(request);
    if (outcome.kind === 'signed-in') return await signedIn(outcome.account, mode);
    if (outcome.kind === 'refused') return refused(outcome);
    const notice = adminText('registration.mailed', { email: outcome.email });
    return { kind: 'page', mode, status: 200, result: submission.reply({ resetForm: true }), notice };
  } catch {
    return page(503, adminText('login.unavailable'));
  }
}
