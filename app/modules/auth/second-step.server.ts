import admin from '../../../locales/nl/admin.json';
import { type Account, accountById } from './accounts.server';
import { createSession, currentSession, deleteSession, setSessionData } from './session.server';
import { secondStepGate, tooManyAttemptsMessage } from './sign-in.server';
import { verifySecondFactor } from './two-factor.server';

const text = admin.twoFactor.signIn;

export const SECOND_STEP_PATH = '/admin/login/code';

/** Ten minutes to type the code; after that the password step starts again. */
const PENDING_SECONDS = 10 * 60;
/** Wrong codes one pending session may send before the password is asked again. */
const MAX_FAILURES = 5;

/**
 * After the right password: for an account with two-factor sign-in, the Set-Cookie of a session
 * that only the second step can turn into a signed-in one; null when no second step is due.
 */
export async function beginSecondStep(account: Account): Promise<string | null> {
  if (!account.twoFactor) return null;
  return createSession(account.id, { secondFactor: { failures: 0 } }, PENDING_SECONDS);
}

/** The session waiting for its second step, or undefined (none, expired, or already signed in). */
export async function pendingSecondStep(request: Request) {
  const session = await currentSession(request);
  return session?.data.secondFactor ? session : undefined;
}

export type SecondStepResult =
  | { ok: true; cookie: string }
  | { ok: false; status: 400 | 429; error: string; restart: boolean; retryAfter?: number };

/**
 * Checks the code (or a recovery code) of a pending sign-in. Right: the pending session is replaced
 * by a new signed-in one (a new id, so nothing learnt before the second step carries over). Wrong:
 * a Dutch message, counted toward the login limits; after five wrong codes the password is asked again.
 */
export async function completeSecondStep(request: Request, code: string): Promise<SecondStepResult> {
  const pending = await pendingSecondStep(request);
  const account = pending ? await accountById(pending.userId) : undefined;
  if (!pending || !account) return { ok: false, status: 400, error: text.expired, restart: true };
  // The password's lock-out policy: every try counts per address, a wrong code as a failed sign-in.
  const gate = await secondStepGate(request, account.email);
  if (gate.wait)
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(gate.wait),
      restart: false,
      retryAfter: gate.wait,
    };
  if (await verifySecondFactor(account.id, code.trim())) {
    await gate.passed();
    await deleteSession(pending.idHash);
    return { ok: true, cookie: await createSession(account.id) };
  }
  await gate.failed();
  const failures = (pending.data.secondFactor?.failures ?? 0) + 1;
  if (failures >= MAX_FAILURES) {
    await deleteSession(pending.idHash);
    return { ok: false, status: 400, error: text.startAgain, restart: true };
  }
  await setSessionData(pending.idHash, { ...pending.data, secondFactor: { failures } });
  return { ok: false, status: 400, error: text.wrongCode, restart: false };
}

/** 'Annuleren' on the second step: the pending session ends. */
export async function abandonSecondStep(request: Request): Promise<void> {
  const pending = await pendingSecondStep(request);
  if (pending) await deleteSession(pending.idHash);
}
