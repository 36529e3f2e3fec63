import { sql } from 'drizzle-orm';
import { type Db, getDb, type Tx } from '~/db/client.server';
import { rateLimits } from '~/db/schema';
import { addressKey, clientAddress } from '~/security/client-address.server';

export type RateLimit = { limit: number; windowSeconds: number };

/**
 * Counts a hit on `key` in a fixed window and says whether it is still allowed. The counter lives
 * in PostgreSQL, so the limit holds across every app instance sharing the database; one upsert,
 * atomic under concurrency.
 */
export async function hit(
  key: string,
  { limit, windowSeconds }: RateLimit,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await countHits(await getDb(), windowSeconds, [key]);
  return { allowed: (row?.count ?? 1) <= limit, retryAfterSeconds: row?.retryAfter ?? windowSeconds };
}

/**
 * Counts a hit on several keys sharing one window length, each with its own limit, in one upsert (a
 * single round trip: on the embedded database every statement waits its turn). Answers the longest
 * wait when any of them is used up, else null. Inside a transaction (`db`) the hits count only if it commits.
 */
export async function hitEach(
  windowSeconds: number,
  limits: Record<string, number>,
  tx?: Db | Tx,
): Promise<number | null> {
  const rows = await countHits(tx ?? (await getDb()), windowSeconds, Object.keys(limits));
  const waits = rows.filter((r) => r.count > (limits[r.key] ?? 0)).map((r) => r.retryAfter);
  return waits.length > 0 ? Math.max(...waits) : null;
}

/** The one upsert behind both: each key's count in its window (a new window starts at 1) and its wait. */
function countHits(db: Db | Tx, windowSeconds: number, keys: string[]) {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: sql`now()`, count: 1 })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} + ${window} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} + ${window} <= now() then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      key: rateLimits.key,
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + ${window} - now()))))::int`,
    });
}

/** Whether `key` has used up its window already, without counting this look as a hit. */
export async function isLimited(key: string, { limit, windowSeconds }: RateLimit): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
    })
    .from(rateLimits)
    .where(
      sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} + make_interval(secs => ${windowSeconds}) > now()`,
    )
    .limit(1);
  return row && row.count >= limit ? row.retryAfter : null;
}

/** The key a client's hits count under: its address (IPv6 by /64), never a bucket shared by all. */
export function clientKey(request: Request): string {
  return addressKey(clientAddress(request));
}

/** The longest window any limit uses is an hour; a day leaves room for longer ones without a list. */
const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * Deletes counters whose window ended long ago: every address and e-mail ever counted would
 * otherwise stay a row forever. A deleted counter starts again at 1, exactly as an expired one does.
 */
export async function pruneRateLimits(
  db: Db,
  retentionSeconds = RATE_LIMIT_RETENTION_SECONDS,
): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${retentionSeconds})`)
    .returning({ key: rateLimits.key });
  return deleted.length;
}
