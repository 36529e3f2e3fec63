import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Handle, installDatabase } from '~/db/client.server';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * A fresh, migrated and seeded database of the given kind, installed as the app's database:
 * in-memory PGlite, or a new database on the run's PostgreSQL server (so test files never share rows).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Handle> {
  let handle: Handle;
  if (kind === 'pglite') {
    handle = await createDatabase({});
  } else {
    const serverUrl = inject('postgresUrl');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await createDatabase({ databaseUrl: url.toString() });
  }
  installDatabase(handle);
  return handle;
}
