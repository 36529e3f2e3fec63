import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

function clockedCache(options: { ttlMs?: number; max?: number } = {}) {
  let time = 0;
  const cache = createTtlCache<string, string>({ ttlMs: 1_000, max: 10, ...options, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

/** A load the test settles by hand, counting how often it was started. */
function manualLoad() {
  let calls = 0;
  let settle!: (value: string | undefined) => void;
  let fail!: (error: Error) => void;
  const load = () => {
    calls += 1;
    return new Promise<string | undefined>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
  };
  return {
    load,
    calls: () => calls,
    settle: (v: string | undefined) => settle(v),
    fail: (e: Error) => fail(e),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ttl cache', () => {
  it('keeps a value for its ttl, then forgets it', () => {
    const { cache, advance } = clockedCache();
    cache.set('a', 'one');
    advance(999);
    expect(cache.get('a')).toBe('one');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond max', () => {
    const { cache } = clockedCache({ max: 2 });
    cache.set('a', '1');
    cache.set('b', '2');
    cache.get('a');
    cache.set('c', '3');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
  });

  it('runs one load for concurrent callers and serves the stored value afterwards', async () => {
    const { cache } = clockedCache();
    const manual = manualLoad();
    const callers = Array.from({ length: 5 }, () => cache.fetch('a', manual.load));
    expect(cache.peek('a')).toBeInstanceOf(Promise);
    await tick();
    manual.settle('loaded');
    expect(await Promise.all(callers)).toEqual(Array(5).fill('loaded'));
    expect(manual.calls()).toBe(1);
    expect(await cache.fetch('a', manual.load)).toBe('loaded');
    expect(manual.calls()).toBe(1);
  });

  it('stores nothing from a load that fails or yields undefined', async () => {
    const { cache } = clockedCache();
    await expect(
      cache.fetch('a', () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.fetch('a', async () => undefined)).toBeUndefined();
    expect(await cache.fetch('a', async () => 'second try')).toBe('second try');
  });

  it('loads again once the value is older than the ttl', async () => {
    const { cache, advance } = clockedCache();
    await cache.fetch('a', async () => 'old');
    advance(1_000);
    expect(await cache.fetch('a', async () => 'new')).toBe('new');
  });

  it('does not store what a load read before a clear, but hands it to its own callers', async () => {
    const { cache } = clockedCache();
    const manual = manualLoad();
    const before = cache.fetch('a', manual.load);
    await tick();
    cache.clear();
    // A caller after the clear starts its own load rather than waiting for the stale one.
    const after = cache.fetch('a', async () => 'fresh');
    manual.settle('stale');
    expect(await before).toBe('stale');
    expect(await after).toBe('fresh');
    expect(cache.get('a')).toBe('fresh');
  });

  it('delete forgets one key only', async () => {
    const { cache } = clockedCache();
    cache.set('a', '1');
    cache.set('b', '2');
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('2');
  });
});
