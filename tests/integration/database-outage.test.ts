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
});
