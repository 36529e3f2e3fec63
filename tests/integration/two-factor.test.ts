import { generateTOTP } from '@epic-web/totp';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Handle } from '~/db/client.server';
import { recoveryCodes, users } from '~/db/schema';
import { accountById, registerAccount } from '~/modules/auth/accounts.server';
import { requireAdmin } from '~/modules/auth/guard.server';
import { beginSecondStep, completeSecondStep } from '~/modules/auth/second-step.server';
import { createSession, sessionUserId } from '~/modules/auth/session.server';
import {
  confirmEnrolment,
  disableTwoFactor,
  enrolment,
  twoFactorStatus,
  verifySecondFactor,
} from '~/modules/auth/two-factor.server';
import { invalidateSettings, readSettings, saveSection } from '~/modules/settings/settings.server';
import { CLIENT_ADDRESS_HEADER } from '~/security/client-address.server';
import { databaseKinds, openTestDatabase } from '../support/databases';

const STEP_MS = 30_000;
// The middle of a time step, so a step boundary never passes during a check.
const T0 = Date.UTC(2026, 10, 23, 10, 0, 15);

const codeAt = async (secret: string, ms: number) => {
  vi.setSystemTime(ms);
  return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: 'SHA-1' })).otp;
};

const request = (cookie?: string, address = '192.0.2.10') =>
  new Request('http://shop.test/admin/login/code', {
    method: 'POST',
    headers: {
      [CLIENT_ADDRESS_HEADER]: address,
      ...(cookie ? { cookie: cookie.split(';')[0] as string } : {}),
    },
  });

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let handle: Handle;
  let userId: string;
  let secret: string;
  let recovery: string[];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    userId = (await registerAccount('beheer@example.nl', 'geheim-123')).id;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('offers the same secret until a code confirms it, stores it encrypted, then never shows it again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const first = await enrolment(userId, 'beheer@example.nl');
    expect(first?.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await enrolment(userId, 'beheer@example.nl'))?.key).toBe(first?.key);
    secret = (first?.key ?? '').replace(/\s/g, '');
    const [row] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpEnabledAt).toBeNull();

    const code = await codeAt(secret, T0);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirmEnrolment(userId, wrong)).toBeNull();
    recovery = (await confirmEnrolment(userId, code)) ?? [];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    expect(await enrolment(userId, 'beheer@example.nl')).toBeNull();
    const stored = await handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(stored.map((r) => r.codeHash)).not.toContain(recovery[0]);
    expect((await twoFactorStatus(userId)).recoveryCodesLeft).toBe(10);
  });

  it('accepts one step of clock drift either way, no more, and no code twice', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The enrolment code (step of T0) is spent: the same code again is refused.
    const spent = await codeAt(secret, T0);
    expect(await verifySecondFactor(userId, spent)).toBe(false);
    // A phone 30 s behind: its code is one step old when it arrives.
    const behind = await codeAt(secret, T0 + 2 * STEP_MS);
    vi.setSystemTime(T0 + 3 * STEP_MS);
    expect(await verifySecondFactor(userId, behind)).toBe(true);
    // Used once: the same code within its window is refused.
    expect(await verifySecondFactor(userId, behind)).toBe(false);
    // A phone 30 s ahead.
    const ahead = await codeAt(secret, T0 + 5 * STEP_MS);
    vi.setSystemTime(T0 + 4 * STEP_MS);
    expect(await verifySecondFactor(userId, ahead)).toBe(true);
    // Two steps off is too far, and an older step than the last accepted one never passes.
    const stale = await codeAt(secret, T0 + 6 * STEP_MS);
    vi.setSystemTime(T0 + 8 * STEP_MS);
    expect(await verifySecondFactor(userId, stale)).toBe(false);
    const now = await codeAt(secret, T0 + 8 * STEP_MS);
    expect(await verifySecondFactor(userId, `${now.slice(0, 3)} ${now.slice(3)}`)).toBe(true);
  });

  it('takes each recovery code once, typed in any case, with or without dashes', async () => {
    const [first, second] = recovery as [string, string];
    expect(await verifySecondFactor(userId, first.toLowerCase().replace(/-/g, ''))).toBe(true);
    expect(await verifySecondFactor(userId, first)).toBe(false);
    const both = await Promise.all([verifySecondFactor(userId, second), verifySecondFactor(userId, second)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await verifySecondFactor(userId, 'AAAA-BBBB-CCCC-DDDD')).toBe(false);
    expect((await twoFactorStatus(userId)).recoveryCodesLeft).toBe(8);
  });

  it('signs in only after the second step, on a new session; wrong codes get a Dutch message', async () => {
    const pending = (await beginSecondStep((await accountById(userId))!)) as string;
    expect(pending).toContain('admin_session=');
    expect(await sessionUserId(request(pending))).toBeNull();

    const wrong = await completeSecondStep(request(pending), '123456');
    expect(wrong).toMatchObject({ ok: false, status: 400, restart: false });
    expect(!wrong.ok && wrong.error).toMatch(/^Ongeldige code/);

    const done = await completeSecondStep(request(pending), recovery[2] as string);
    if (!done.ok) throw new Error(done.error);
    expect(await sessionUserId(request(done.cookie))).toBe(userId);
    // The pending session is gone: its cookie neither signs in nor gets another try.
    expect(await sessionUserId(request(pending))).toBeNull();
    expect(await completeSecondStep(request(pending), recovery[3] as string)).toMatchObject({
      restart: true,
    });
  });

  it('counts wrong codes under the lock-out policy, and asks for the password again after five', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pending = (await beginSecondStep((await accountById(userId))!)) as string;
    const answers = [];
    for (let i = 0; i < 5; i++) {
      // A minute apart: the account's growing delay (issue 16.3) never holds these up.
      vi.setSystemTime(Date.now() + 60_000);
      answers.push(await completeSecondStep(request(pending, '192.0.2.20'), '000000'));
    }
    expect(answers.slice(0, 4).every((a) => !a.ok && a.status === 400 && !a.restart)).toBe(true);
    expect(answers[4]).toMatchObject({ ok: false, restart: true });
    expect(!answers[4]?.ok && answers[4]?.error).toMatch(/Log opnieuw in/);
    // Those were failed sign-ins of the account: straight after, even a new address has to wait.
    const again = (await beginSecondStep((await accountById(userId))!)) as string;
    const held = await completeSecondStep(request(again, '192.0.2.30'), recovery[4] as string);
    expect(held).toMatchObject({ ok: false, status: 429, restart: false });
    expect(!held.ok && held.error).toMatch(/^Te veel pogingen/);
  });

  it('sends an admin without two-factor to enrolment when the shop requires it', async () => {
    const other = await registerAccount('tweede@example.nl', 'geheim-123');
    await handle.db.execute(`insert into user_roles (user_id, role) values ('${other.id}', 'admin')`);
    const signedIn = await createSession(other.id);
    const at = (path: string) =>
      new Request(`http://shop.test${path}`, { headers: { cookie: signedIn.split(';')[0] as string } });
    expect((await requireAdmin(at('/admin/dashboard/orders'))).id).toBe(other.id);

    const settings = await readSettings(handle.db);
    await saveSection('security', { twoFactorRequired: true }, settings.versions.security, 'test');
    invalidateSettings();
    const refused = await requireAdmin(at('/admin/dashboard/orders')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get('Location')).toBe('/admin/dashboard/two-factor');
    expect((await requireAdmin(at('/admin/dashboard/two-factor'))).id).toBe(other.id);
    // The enrolled admin passes.
    const owner = await createSession(userId);
    const ownerRequest = new Request('http://shop.test/admin/dashboard', {
      headers: { cookie: owner.split(';')[0] as string },
    });
    expect((await requireAdmin(ownerRequest)).id).toBe(userId);
    await saveSection('security', { twoFactorRequired: false }, settings.versions.security + 1, 'test');
    invalidateSettings();
  });

  it('switches off with a valid code only', async () => {
    expect(await disableTwoFactor(userId, '000000')).toBe(false);
    expect(await disableTwoFactor(userId, recovery[5] as string)).toBe(true);
    expect(await twoFactorStatus(userId)).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await beginSecondStep((await accountById(userId))!)).toBeNull();
  });
});
