import { describe, expect, it } from 'vitest';
import { accountDelaySeconds, lockoutPolicy, lockoutWaitSeconds } from './lockout-policy';

const now = new Date('2026-11-23T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const quiet = {
  pairFailures: 0,
  oldestPairFailure: null,
  accountFailures: 0,
  latestAccountFailure: null,
  knownAddress: false,
};

describe('the lock-out policy', () => {
  it('delays an account only after a few failures, doubling up to the cap', () => {
    expect([3, 4, 5, 6, 7, 13].map(accountDelaySeconds)).toEqual([0, 0, 2, 4, 8, 512]);
    expect(accountDelaySeconds(14)).toBe(lockoutPolicy.maxDelaySeconds);
    expect(accountDelaySeconds(10_000)).toBe(lockoutPolicy.maxDelaySeconds);
  });

  it("waits out the account's delay from its latest failure, unless the address is the owner's", () => {
    const history = { ...quiet, accountFailures: 7, latestAccountFailure: secondsAgo(3) };
    expect(lockoutWaitSeconds(history, now)).toBe(5);
    expect(lockoutWaitSeconds({ ...history, latestAccountFailure: secondsAgo(8) }, now)).toBeNull();
    expect(lockoutWaitSeconds({ ...history, knownAddress: true }, now)).toBeNull();
  });

  it("limits a pair until its oldest failure in the window ages out, also for the owner's address", () => {
    const history = { ...quiet, knownAddress: true, pairFailures: 5, oldestPairFailure: secondsAgo(300) };
    expect(lockoutWaitSeconds(history, now)).toBe(lockoutPolicy.pairWindowSeconds - 300);
    expect(lockoutWaitSeconds({ ...history, pairFailures: 4 }, now)).toBeNull();
  });
});
