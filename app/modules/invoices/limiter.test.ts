import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('limiter', () => {
  it('never runs more than the limit at once and runs every task', async () => {
    const run = createLimiter(2);
    let active = 0;
    let peak = 0;
    const task = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      active--;
      return i;
    };
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(results).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
  });

  it('frees the slot when a task fails', async () => {
    const run = createLimiter(1);
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });
});
