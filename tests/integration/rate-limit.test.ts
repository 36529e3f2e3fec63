import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handle } from '~/db/client.server';
import { rateLimits } from '~/db/schema';
import { hit, hitEach, pruneRateLimits } from '~/security/rate-limit.server';
import { databaseKinds, openTestDatabase } from '../support/databases';

describe.each(databaseKinds)('rate limit on %s', (kind) => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('allows the limit within a window and refuses the next, also under concurrency', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => hit('test:ip:1', { limit: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const refused = results.find((r) => !r.allowed);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hit('test:ip:2', { limit: 5, windowSeconds: 60 })).allowed).toBe(true);
  });

  it('counts several keys in one go, each against its own limit', async () => {
    const limits = { 'test:each:a': 1, 'test:each:b': 3 };
    expect(await hitEach(60, limits)).toBeNull();
    const wait = await hitEach(60, limits);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await hit('test:each:b', { limit: 3, windowSeconds: 60 })).allowed).toBe(true);
    expect((await hit('test:each:b', { limit: 3, windowSeconds: 60 })).allowed).toBe(false);
  });

  it('starts counting again after the window', async () => {
    expect((await hit('test:short', { limit: 1, windowSeconds: 60 })).allowed).toBe(true);
    expect((await hit('test:short', { limit: 1, windowSeconds: 60 })).allowed).toBe(false);
    // The window's clock is the database's: move the window's start back instead of sleeping.
    await handle.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '2 seconds'` })
      .where(eq(rateLimits.key, 'test:short'));
    expect((await hit('test:short', { limit: 1, windowSeconds: 1 })).allowed).toBe(true);
  });

  it('forgets counters whose window ended more than a day ago, and keeps the rest', async () => {
    await hit('test:old', { limit: 1, windowSeconds: 60 });
    await hit('test:recent', { limit: 1, windowSeconds: 60 });
    await handle.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '25 hours'` })
      .where(eq(rateLimits.key, 'test:old'));
    expect(await pruneRateLimits(handle.db)).toBeGreaterThanOrEqual(1);
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).not.toContain('test:old');
    expect(keys).toContain('test:recent');
  });
});
