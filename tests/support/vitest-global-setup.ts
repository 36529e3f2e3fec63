import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgres } from './postgres';

let server: TestPostgres | undefined;

/** One real PostgreSQL server for the whole Vitest run; tests get its URL through `inject`. */
export async function setup(project: TestProject) {
  server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}
