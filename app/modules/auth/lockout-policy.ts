/**
 * The admin sign-in lock-out policy (issue 16.3). No hard block per account: a hard block lets anyone
 * keep the owner out with a few wrong passwords from a few addresses. Instead:
 * - each (account, client address) pair gets a few tries per window, so one address cannot guess on;
 * - the account itself slows down: after a few failures from anywhere, its next attempt waits a
 *   delay that doubles per failure, up to a cap, except from an address the account signed in from
 *   before (the owner's own), which only the pair limit applies to;
 * - after repeated failures the owner hears about it by e-mail, at most once per interval.
 */
export const lockoutPolicy = {
  pairLimit: 5,
  pairWindowSeconds: 15 * 60,
  /** Failures of the account within the window that cost no delay yet. */
  freeFailures: 4,
  accountWindowSeconds: 60 * 60,
  maxDelaySeconds: 15 * 60,
  alertFailures: 10,
  alertIntervalSeconds: 60 * 60,
  /** How long an address the account signed in from counts as the owner's. */
  knownAddressDays: 90,
} as const;

export type AttemptHistory = {
  /** Failures from this address on this account within the pair window, and the oldest of them. */
  pairFailures: number;
  oldestPairFailure: Date | null;
  /** Failures on this account from any address within the account window, and the latest of them. */
  accountFailures: number;
  latestAccountFailure: Date | null;
  /** Whether the account signed in from this address before. */
  knownAddress: boolean;
};

/** The delay after the account's latest failure: 2, 4, 8... seconds, doubling up to the cap. */
export function accountDelaySeconds(failures: number): number {
  const excess = failures - lockoutPolicy.freeFailures;
  if (excess <= 0) return 0;
  return Math.min(2 ** Math.min(excess, 30), lockoutPolicy.maxDelaySeconds);
}

/** How many whole seconds this attempt must wait before its password is even checked, or null. */
export function lockoutWaitSeconds(history: AttemptHistory, now: Date): number | null {
  const waits: number[] = [];
  if (history.pairFailures >= lockoutPolicy.pairLimit && history.oldestPairFailure) {
    waits.push(history.oldestPairFailure.getTime() + lockoutPolicy.pairWindowSeconds * 1000 - now.getTime());
  }
  if (!history.knownAddress && history.latestAccountFailure) {
    const delay = accountDelaySeconds(history.accountFailures) * 1000;
    waits.push(history.latestAccountFailure.getTime() + delay - now.getTime());
  }
  const longest = Math.max(0, ...waits);
  return longest > 0 ? Math.ceil(longest / 1000) : null;
}

/** Whether this failure (already counted in `failures`) is the one the owner should hear about. */
export function shouldAlert(failures: number): boolean {
  return failures >= lockoutPolicy.alertFailures;
}
