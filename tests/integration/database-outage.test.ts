import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseReachable, isDatabaseUnavailable } from '~/db/availability.server';
import { closeDatabase, createDatabase, getDb, installDatabase } from '~/db/client.server';
import { products } from '~/db/schema';
import { startTestPostgres, type TestPostgres } from '../support/postgres';

// A restart of the PostgreSQL server: requests in the gap are recognised as an outage (the app
// answers 503), and the same process serves again once the server is back, without a restart.
describe('database outage on the PostgreSQL server', () => {
  let server: TestPostgres;

  beforeAll(async () => {
    server = await startTestPostgres();
    installDatabase(await createDatabase({ databaseUrl: server.url }));
  }, 60_000);

  afterAll(async () => {
    await closeDatabase();
    await server?.stop();
  });

  it('is told apart from other errors and recovered from without a restart', async () => {
    const db = await getDb();
    expect((await db.select().from(products)).length).toBeGreaterThan(0);
    expect(await databaseReachable()).toBe(true);

    await server.halt();
    const failure = await db
      .select()
      .from(products)
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(await databaseReachable()).toBe(false);

    await server.resume();
    expect((await db.select().from(products)).length).toBeGreaterThan(0);
    expect(await databaseReachable()).toBe(true);

    // A broken query is a bug, not an outage: it must not be dressed up as a 503.
    const bug = await db
      .execute('select * from no_such_table')
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(bug)).toBe(false);
  }, 60_000);

  it('a connection the server drops inside a transaction fails that transaction, not the process', async () => {
    const db = await getDb();
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    try {
      const failure = await db
        .transaction(async (tx) => {
          const result = await tx.execute(sql`select pg_backend_pid() as pid`);
          const [own] = (result as unknown as { rows: { pid: number }[] }).rows;
          // A restart or a failover ends the connection while the transaction is between statements.
          await admin.query('select pg_terminate_backend($1)', [own?.pid]);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.select().from(products);
        })
        .then(() => undefined)
        .catch((error: unknown) => error);
      expect(failure).toBeDefined();
      expect(uncaught).toEqual([]);
      // The pool serves on from a new connection.
      expect((await db.select().from(products)).length).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
    }
  }, 60_000);
});
