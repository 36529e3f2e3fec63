import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Handle, installDatabase } from '~/db/client.server';
import { TEMPLATE_DATABASE } from './vitest-global-setup';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

/**
 * A fresh, migrated and seeded database of the given kind, installed as the app's database: an
 * in-memory PGlite loaded from the run's dump, or a new database on the run's PostgreSQL server copied
 * from its template (so test files never share rows). Both were migrated and seeded by the app's own
 * `createDatabase` in the global setup; each copy still opens through it (migrations and seed are then
 * no-ops), as the shop's start does.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Handle> {
  let handle: Handle;
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteSnapshot'));
    handle = await createDatabase({ loadDataDir: new Blob([dump]) });
  } else {
    const serverUrl = inject('postgresUrl');
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await createDatabase({ databaseUrl: url.toString() });
  }
  installDatabase(handle);
  return handle;
}
