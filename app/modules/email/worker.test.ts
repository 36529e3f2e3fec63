import { describe, expect, it } from 'vitest';
import { backoffDelay } from './worker.server';

describe('backoffDelay', () => {
  it('doubles per attempt from the base and stops at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, 30_000))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(backoffDelay(20, 30_000)).toBe(60 * 60 * 1000);
  });
});
