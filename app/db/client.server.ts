import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '~/env.server';
import * as schema from './schema';
import { seed } from './seed.server';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction is a Db too: functions that take `Db` also run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Handle = { db: Db; close: () => Promise<void>; kind: 'pglite' | 'postgres' };

const MIGRATIONS = path.resolve(process.cwd(), 'drizzle');
// A lock id of our own, so two instances starting together do not run the migrations twice.
const MIGRATION_LOCK = 727_274_001;

/**
 * PGlite in `dataDir`, or in memory when no folder is given (tests), then started from the dump
 * `loadDataDir` when one is given (the test run's migrated and seeded copy).
 */
async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (dataDir) {
    const dir = path.resolve(dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create(loadDataDir ? { loadDataDir } : {});
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => client.close(), kind: 'pglite' };
}

async function openPostgres(url: string): Promise<Handle> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A burst of checkouts (each a short transaction) queues for the ten connections: waiting up to
  // 15 s for one is better than failing the order, and still ends a request stuck behind a dead server.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 15_000 });
  // A client that loses its server (restart, failover) must not crash the process. The pool listens
  // for that only while a client is idle; a client checked out for a transaction, between two of its
  // statements, would emit an 'error' nobody hears. So every client gets a listener of its own: the
  // transaction then fails on its next statement, and the pool drops the broken client on release.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      console.error(JSON.stringify({ level: 'error', msg: 'pg connection lost', error: error.message })),
    ),
  );
  // The pool passes an idle client's error on as well: logged once already, by the listener above.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  const lockClient = await pool.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS });
  } finally {
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
  return { db: db as unknown as Db, close: () => pool.end(), kind: 'postgres' };
}

/** A migrated and seeded database: a PostgreSQL server when `databaseUrl` is set, else PGlite. */
export async function createDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Handle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
  await seed(handle.db);
  return handle;
}

let opening: Promise<Handle> | undefined;

/** Opens the configured database once per process. */
export function openDatabase(): Promise<Handle> {
  opening ??= createDatabase({ databaseUrl: env().DATABASE_URL, dataDir: env().DATA_DIR });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/** Makes every module use `handle` (integration tests open their own PGlite or server database). */
export function installDatabase(handle: Handle): void {
  opening = Promise.resolve(handle);
}

export async function getDb(): Promise<Db> {
  return (await openDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  if (!opening) return;
  const handle = await opening.catch(() => undefined);
  opening = undefined;
  await handle?.close();
}

export async function pingDatabase(): Promise<void> {
  const db = await getDb();
  await db.execute(sql`select 1`);
}
