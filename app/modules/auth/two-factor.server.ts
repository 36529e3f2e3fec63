import { generateTOTP, getTOTPAuthUri, verifyTOTP } from '@epic-web/totp';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import QRCode from 'qrcode';
import { getDb } from '~/db/client.server';
import { recoveryCodes, users } from '~/db/schema';
import { shopSettings } from '~/modules/settings/settings.server';
import { hit } from '~/security/rate-limit.server';
import { consumeRecoveryCode, replaceRecoveryCodes, unusedRecoveryCodes } from './recovery-codes.server';
import { openSecret, sealSecret } from './totp-secret.server';

// What authenticator apps expect by default (Google Authenticator ignores anything else).
const TOTP = { period: 30, digits: 6, algorithm: 'SHA-1' } as const;
/** One step either side of now: a phone clock 30 seconds off still signs in. */
const DRIFT_STEPS = 1;

const currentStep = () => Math.floor(Date.now() / 1000 / TOTP.period);

/**
 * The time step the code belongs to (now, or one either side), or null. verifyTOTP reads the clock
 * itself: when a step boundary passes during the call, the delta is ambiguous, so it asks again.
 */
async function matchingStep(secret: string, code: string): Promise<number | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const before = currentStep();
    const result = await verifyTOTP({ otp: code, secret, ...TOTP, window: DRIFT_STEPS });
    if (before === currentStep()) return result ? before + result.delta : null;
  }
  return null;
}

/**
 * The enrolment page's forms take a code too (confirm, new recovery codes, switch off): ten tries per
 * quarter of an hour per account, so a borrowed session cannot guess its way to switching 2FA off.
 * Answers the seconds to wait, or null.
 */
export async function codeFormWait(userId: string): Promise<number | null> {
  const result = await hit(`two-factor:${userId}`, { limit: 10, windowSeconds: 15 * 60 });
  return result.allowed ? null : result.retryAfterSeconds;
}

export const isTotpCode = (input: string) => /^\d{6}$/.test(input.replace(/\s/g, ''));

export type TwoFactorStatus = { enabled: boolean; enabledAt: Date | null; recoveryCodesLeft: number };

export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const db = await getDb();
  const [user] = await db
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const enabledAt = user?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabledAt,
    recoveryCodesLeft: enabledAt ? await unusedRecoveryCodes(userId) : 0,
  };
}

export type Enrolment = { key: string; qrSvg: string };

/**
 * The secret an admin is enrolling with, as a QR code (inline SVG, drawn on the server so it works
 * without JavaScript) and as a typed key. The same secret comes back on every visit until a code
 * confirms it; once confirmed it is never shown again (null).
 */
export async function enrolment(userId: string, email: string): Promise<Enrolment | null> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.totpEnabledAt) return null;
  let secret = user.totpSecret ? openSecret(user.totpSecret) : null;
  if (!secret) {
    secret = (await generateTOTP(TOTP)).secret;
    await db
      .update(users)
      .set({ totpSecret: sealSecret(secret), totpLastStep: null })
      .where(eq(users.id, userId));
  }
  const issuer = (await shopSettings()).identity.tradeName;
  const uri = getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { key: secret.match(/.{1,4}/g)?.join(' ') ?? secret, qrSvg };
}

/**
 * Records that `step` was used, refusing a step at or before the last one accepted: a code seen
 * over someone's shoulder (or replayed from a log) does not work a second time. One conditional
 * update, so of two simultaneous sign-ins with the same code exactly one passes.
 */
async function claimStep(userId: string, step: number, enable = false): Promise<boolean> {
  const db = await getDb();
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step, ...(enable ? { totpEnabledAt: new Date() } : {}) })
    .where(
      and(
        eq(users.id, userId),
        enable ? isNull(users.totpEnabledAt) : undefined,
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return claimed.length === 1;
}

async function stepOf(userId: string, code: string): Promise<number | null> {
  const db = await getDb();
  const [user] = await db
    .select({ sealed: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const secret = user?.sealed ? openSecret(user.sealed) : null;
  return secret && isTotpCode(code) ? matchingStep(secret, code.replace(/\s/g, '')) : null;
}

/**
 * Confirms enrolment with a code from the app: switches two-factor sign-in on and answers the ten
 * recovery codes, to be shown this once. Null for a wrong (or already used) code.
 */
export async function confirmEnrolment(userId: string, code: string): Promise<string[] | null> {
  const step = await stepOf(userId, code);
  if (step === null || !(await claimStep(userId, step, true))) return null;
  const db = await getDb();
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** The second sign-in step: a current code from the app, or an unused recovery code. */
export async function verifySecondFactor(userId: string, input: string): Promise<boolean> {
  const { enabled } = await twoFactorStatus(userId);
  if (!enabled) return false;
  if (isTotpCode(input)) {
    const step = await stepOf(userId, input);
    return step !== null && claimStep(userId, step);
  }
  return consumeRecoveryCode(userId, input);
}

/** Ten new recovery codes (the old ones stop working), after a code proves the admin holds the factor. */
export async function renewRecoveryCodes(userId: string, input: string): Promise<string[] | null> {
  if (!(await verifySecondFactor(userId, input))) return null;
  const db = await getDb();
  return db.transaction((tx) => replaceRecoveryCodes(tx, userId));
}

/** Switches two-factor sign-in off after a code proves the admin holds the factor. */
export async function disableTwoFactor(userId: string, input: string): Promise<boolean> {
  if (!(await verifySecondFactor(userId, input))) return false;
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
  return true;
}
