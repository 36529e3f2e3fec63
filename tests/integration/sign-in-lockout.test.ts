import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { emailOutbox } from '~/db/schema';
import { registerAccount } from '~/modules/auth/accounts.server';
import { type SignInOutcome, signIn } from '~/modules/auth/sign-in.server';
import { CLIENT_ADDRESS_HEADER } from '~/security/client-address.server';
import { databaseKinds, openTestDatabase } from '../support/databases';

/** One sign-in as the login form posts it, from `address`, at the clock's `now`. */
function attempt(email: string, password: string, address: string, now: Date): Promise<SignInOutcome> {
  const request = new Request('http://shop.test/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', [CLIENT_ADDRESS_HEADER]: address },
    body: new URLSearchParams({ intent: 'login', email, password }),
  });
  return signIn(request, now);
}

// scrypt is deliberately slow (~50 ms a check, more on a busy machine), and these tests check dozens.
const SLOW = { timeout: 120_000 };

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

/**
 * `times` wrong passwords, the n-th from `address(n)`, each as soon as the policy lets it through
 * (the clock jumps over every wait); answers the clock at the last failure.
 */
async function failTimes(email: string, times: number, from: Date, address: (n: number) => string) {
  let clock = from;
  for (let n = 0; n < times; ) {
    const outcome = await attempt(email, 'fout-123', address(n), clock);
    if (!outcome.ok && outcome.status === 429) clock = at(clock, outcome.retryAfterSeconds ?? 0);
    else {
      expect(status(outcome)).toBe(400);
      n++;
    }
  }
  return clock;
}

const status = (outcome: SignInOutcome) => (outcome.ok ? 200 : outcome.status);

describe.each(databaseKinds)('admin sign-in lock-out on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const alerts = async (to: string) =>
    (await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'sign-in-alert'))).filter(
      (mail) => mail.toAddress === to,
    );

  it("keeps the owner's own address open while wrong passwords from 10 addresses pile up", SLOW, async () => {
    const t0 = new Date('2026-11-23T09:00:00Z');
    await registerAccount('eigenaar@example.nl', 'geheim-123');
    expect(status(await attempt('eigenaar@example.nl', 'geheim-123', '192.0.2.1', t0))).toBe(200);
    // The attack: 10 wrong passwords from 10 addresses used to lock the account for everyone.
    const clock = at(await failTimes('eigenaar@example.nl', 10, at(t0, 60), (n) => `198.51.100.${n}`), 1);
    const owner = await attempt('eigenaar@example.nl', 'geheim-123', '192.0.2.1', clock);
    expect(owner.ok && owner.account.email).toBe('eigenaar@example.nl');
    // A new address meanwhile waits out the account's delay, even with the right password.
    const stranger = await attempt('eigenaar@example.nl', 'geheim-123', '203.0.113.9', clock);
    expect(stranger).toMatchObject({ ok: false, status: 429 });
    expect(stranger.ok ? 0 : stranger.retryAfterSeconds).toBeGreaterThan(1);
    expect(stranger.ok ? '' : stranger.message).toMatch(
      /^Te veel pogingen\. Probeer het over \d+ (seconden|minuten) opnieuw\.$/,
    );
  });

  it('limits one (account, address) pair to 5 failures per 15 minutes, other pairs not', SLOW, async () => {
    const t0 = new Date('2026-11-23T12:00:00Z');
    await registerAccount('pair@example.nl', 'geheim-123');
    for (let i = 0; i < 5; i++) {
      expect(status(await attempt('pair@example.nl', 'fout-123', '198.51.100.50', at(t0, i * 60)))).toBe(400);
    }
    const sixth = await attempt('pair@example.nl', 'geheim-123', '198.51.100.50', at(t0, 300));
    expect(sixth).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 600,
      message: 'Te veel pogingen. Probeer het over 10 minuten opnieuw.',
    });
    // Another address waits out only the account's short delay, then the right password works.
    expect(status(await attempt('pair@example.nl', 'geheim-123', '198.51.100.51', at(t0, 300)))).toBe(200);
    expect(status(await attempt('pair@example.nl', 'geheim-123', '198.51.100.50', at(t0, 900)))).toBe(200);
  });

  it(
    'checks a burst of simultaneous wrong passwords no more often than the same tries in a row',
    SLOW,
    async () => {
      const t0 = new Date('2026-11-23T15:00:00Z');
      await registerAccount('burst@example.nl', 'geheim-123');
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => attempt('burst@example.nl', 'fout-123', '198.51.100.70', t0)),
      );
      // In a row: five wrong passwords are checked, then the pair limit answers without checking.
      expect(burst.map(status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    },
  );

  it('doubles the account delay per failure from new addresses', SLOW, async () => {
    const t0 = new Date('2026-11-23T15:00:00Z');
    await registerAccount('traag@example.nl', 'geheim-123');
    let clock = t0;
    const waits: number[] = [];
    for (let i = 1; waits.length < 4; i++) {
      const outcome = await attempt('traag@example.nl', 'fout-123', `10.9.${i}.1`, clock);
      if (!outcome.ok && outcome.status === 429) {
        waits.push(outcome.retryAfterSeconds ?? 0);
        clock = at(clock, outcome.retryAfterSeconds ?? 0);
      }
    }
    expect(waits).toEqual([2, 4, 8, 16]); // and on to the cap (lockout-policy.test.ts)
  });

  it(
    'e-mails the owner after 10 failures within an hour, at most once an hour, never an unknown address',
    SLOW,
    async () => {
      const t0 = new Date('2026-11-24T09:00:00Z');
      await registerAccount('melding@example.nl', 'geheim-123');
      const fail = (from: Date, times: number, email = 'melding@example.nl') =>
        failTimes(email, times, from, (n) => `10.8.${n}.${from.getMinutes()}`);
      let clock = await fail(t0, 9);
      expect(await alerts('melding@example.nl')).toHaveLength(0);
      clock = await fail(clock, 1);
      const [alert] = await alerts('melding@example.nl');
      expect(alert?.subject).toBe('Mislukte inlogpogingen op je account');
      expect(alert?.text).toContain('10 keer geprobeerd in te loggen op je account melding@example.nl');
      clock = await fail(clock, 2);
      expect(await alerts('melding@example.nl')).toHaveLength(1);
      // An hour after the first e-mail, another ten failures bring the next one.
      await fail(at(t0, 3700), 10);
      expect(await alerts('melding@example.nl')).toHaveLength(2);
      await fail(t0, 10, 'niemand@example.nl');
      expect(await alerts('niemand@example.nl')).toHaveLength(0);
    },
  );
});
