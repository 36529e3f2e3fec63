import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '~/db/client.server';
import { startTestPostgres, type TestPostgres } from './postgres';

let server: TestPostgres | undefined;
let snapshotFile: string | undefined;

/** The database every test file copies: migrated and seeded once per run, by the app's own code. */
export const TEMPLATE_DATABASE = 'shop_template';

/**
 * One real PostgreSQL server for the whole Vitest run, with a migrated and seeded template database,
 * and a dump of a migrated and seeded PGlite. A test file's fresh database is a copy of either: an
 * in-memory PGlite costs about 5 s to create and migrate on this machine, a copy of the dump about 1 s.
 */
export async function setup(project: TestProject) {
  server = await startTestPostgres();
  project.provide('postgresUrl', server.url);

  const templateUrl = new URL(server.url);
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.end();
  templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
  // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
  await (await createDatabase({ databaseUrl: templateUrl.toString() })).close();

  const pglite = await createDatabase({});
  const client = (pglite.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await pglite.close();
  snapshotFile = path.join(tmpdir(), `shop-pglite-${process.pid}.tar`);
  await writeFile(snapshotFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshotFile);
}

export async function teardown() {
  await server?.stop();
  if (snapshotFile) await rm(snapshotFile, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    pgliteSnapshot: string;
  }
}
