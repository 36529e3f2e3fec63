import { eq, sql } from 'drizzle-orm';
import { type Db, getDb } from '~/db/client.server';
import { signInAlerts, signInAttempts, users } from '~/db/schema';
import { translate } from '~/i18n/translation';
import { enqueueEmail } from '~/modules/email/outbox.server';
import { signInAlertEmail } from '~/modules/email/templates/account-emails';
import { readSettings } from '~/modules/settings/settings.server';
import { clientKey, hit } from '~/security/rate-limit.server';
import admin from '../../../locales/nl/admin.json';
import { type Account, AccountError, InvalidCredentials } from './accounts.server';
import { authenticator } from './authenticator.server';
import { type AttemptHistory, lockoutPolicy, lockoutWaitSeconds, shouldAlert } from './lockout-policy';

/** Every attempt from one address, whatever the account: what a single client may try at all. */
const ADDRESS_LIMIT = { limit: 30, windowSeconds: 15 * 60 };

export type SignInOutcome =
  | { ok: true; account: Account }
  | { ok: false; status: 400 | 429; message: string; retryAfterSeconds?: number };

/** 'Te veel pogingen. Probeer het over 8 seconden opnieuw.' (minutes from a minute on). */
export function tooManyAttemptsMessage(seconds: number): string {
  return seconds < 60
    ? translate(admin, 'nl', 'signIn.tooMany_seconds', { count: seconds })
    : translate(admin, 'nl', 'signIn.tooMany_minutes', { count: Math.ceil(seconds / 60) });
}

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
const asDate = (value: unknown) =>
  value instanceof Date ? value : value === null || value === undefined ? null : new Date(String(value));

/** What the lock-out policy needs to know about this account and address, in one query. */
async function attemptHistory(db: Db, email: string, address: string, now: Date): Promise<AttemptHistory> {
  const pairSince = sql`${ago(now, lockoutPolicy.pairWindowSeconds)}::timestamptz`;
  const accountSince = sql`${ago(now, lockoutPolicy.accountWindowSeconds)}::timestamptz`;
  const knownSince = sql`${ago(now, lockoutPolicy.knownAddressDays * 24 * 60 * 60)}::timestamptz`;
  const a = signInAttempts;
  const [row] = await db
    .select({
      pairFailures: sql<number>`count(*) filter (where not ${a.succeeded} and ${a.address} = ${address} and ${a.at} > ${pairSince})::int`,
      oldestPairFailure: sql<
        string | null
      >`min(${a.at}) filter (where not ${a.succeeded} and ${a.address} = ${address} and ${a.at} > ${pairSince})`,
      accountFailures: sql<number>`count(*) filter (where not ${a.succeeded} and ${a.at} > ${accountSince})::int`,
      latestAccountFailure: sql<
        string | null
      >`max(${a.at}) filter (where not ${a.succeeded} and ${a.at} > ${accountSince})`,
      knownAddress: sql<boolean>`coalesce(bool_or(${a.succeeded} and ${a.address} = ${address} and ${a.at} > ${knownSince}), false)`,
    })
    .from(a)
    .where(eq(a.email, email));
  return {
    pairFailures: row?.pairFailures ?? 0,
    oldestPairFailure: asDate(row?.oldestPairFailure),
    accountFailures: row?.accountFailures ?? 0,
    latestAccountFailure: asDate(row?.latestAccountFailure),
    knownAddress: row?.knownAddress === true,
  };
}

/**
 * Tells the account's owner about repeated failures, at most once per interval: the conditional
 * upsert lets exactly one of several simultaneous failures through. Unknown addresses get nothing.
 */
async function alertOwner(email: string, failures: number, now: Date): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (!user) return;
  const due = sql`${ago(now, lockoutPolicy.alertIntervalSeconds)}::timestamptz`;
  const claimed = await db
    .insert(signInAlerts)
    .values({ userId: user.id, sentAt: now })
    .onConflictDoUpdate({
      target: signInAlerts.userId,
      set: { sentAt: now },
      setWhere: sql`${signInAlerts.sentAt} <= ${due}`,
    })
    .returning({ userId: signInAlerts.userId });
  if (claimed.length === 0) return;
  await enqueueEmail(db, {
    kind: 'sign-in-alert',
    to: user.email,
    language: 'nl',
    ...signInAlertEmail({ email: user.email, failures }, await readSettings(db)),
    dedupeKey: `sign-in-alert:${user.id}:${now.getTime()}`,
  });
}

/**
 * The address's own limit (every try counts), then the lock-out policy for this account. An attempt
 * allowed to go ahead is stored as a failure at once, before its password or code is checked, in a
 * short transaction serialised per account: concurrent attempts see each other, so a burst gets no
 * more tries past the limits than the same attempts one after another. `settle` then records what
 * the check found.
 */
async function claimAttempt(email: string, address: string, now: Date) {
  const perAddress = await hit(`login:ip:${address}`, ADDRESS_LIMIT);
  const db = await getDb();
  const claim = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7242003, hashtext(${email}))`);
    const history = await attemptHistory(tx, email, address, now);
    const wait = perAddress.allowed ? lockoutWaitSeconds(history, now) : perAddress.retryAfterSeconds;
    if (wait) return { wait, history, id: undefined };
    const [row] = await tx
      .insert(signInAttempts)
      .values({ email, address, at: now, succeeded: false })
      .returning({ id: signInAttempts.id });
    return { wait: null, history, id: row?.id };
  });
  return {
    ...claim,
    settle: (outcome: AttemptOutcome) => settleAttempt(claim.id, email, address, now, outcome),
  };
}

/** 'failed' keeps the failure (and may alert the owner), 'ignored' withdraws a malformed try. */
type AttemptOutcome = 'succeeded' | 'failed' | 'ignored';

async function settleAttempt(
  id: string | undefined,
  email: string,
  address: string,
  now: Date,
  outcome: AttemptOutcome,
): Promise<void> {
  if (!id) return;
  const db = await getDb();
  const a = signInAttempts;
  if (outcome === 'ignored') {
    await db.delete(a).where(eq(a.id, id));
  } else if (outcome === 'succeeded') {
    // Housekeeping on the side: the policy reads failures of the last hour and one success per pair.
    await db
      .delete(a)
      .where(
        sql`${a.id} <> ${id} and ((${a.email} = ${email} and ${a.address} = ${address} and ${a.succeeded}) or (not ${a.succeeded} and ${a.at} < ${ago(now, 24 * 60 * 60)}::timestamptz) or ${a.at} < ${ago(now, (lockoutPolicy.knownAddressDays + 1) * 24 * 60 * 60)}::timestamptz)`,
      );
    await db.update(a).set({ succeeded: true }).where(eq(a.id, id));
  } else {
    const failures = (await attemptHistory(db, email, address, now)).accountFailures;
    if (shouldAlert(failures)) await alertOwner(email, failures, now);
  }
}

/**
 * The second sign-in step (issue 16.4) under the same policy as the password: the wait before this
 * account may be tried from this address again (null: go ahead), and `failed()` to count a wrong code
 * as a failed sign-in, alert to the owner included.
 */
export async function secondStepGate(request: Request, email: string, now = new Date()) {
  const { wait, settle } = await claimAttempt(email.toLowerCase(), clientKey(request), now);
  return { wait, failed: () => settle('failed'), passed: () => settle('succeeded') };
}

/**
 * Signs in with the form's e-mail and password (issue 16.3): refused with 429 while the client's
 * address, the (account, address) pair or the account's growing delay says wait, without checking
 * the password; otherwise checked, and the outcome counted. `now` is injectable for tests.
 */
export async function signIn(request: Request, now = new Date()): Promise<SignInOutcome> {
  const form = await request.clone().formData();
  const email = String(form.get('email') ?? '')
    .trim()
    .toLowerCase();
  const { wait, settle } = await claimAttempt(email, clientKey(request), now);
  if (wait) return { ok: false, status: 429, message: tooManyAttemptsMessage(wait), retryAfterSeconds: wait };
  try {
    const account = await authenticator.authenticate('login', request);
    await settle('succeeded');
    return { ok: true, account };
  } catch (error) {
    // Only a wrong e-mail or password counts against the account, not a malformed form.
    await settle(error instanceof InvalidCredentials ? 'failed' : 'ignored');
    if (!(error instanceof AccountError)) throw error;
    return { ok: false, status: 400, message: error.message };
  }
}
