import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/platform/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly migrated database on the TEST_DATABASE_URL server that test databases are created from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Global setup of the api project, for the PostgreSQL runs: migrating a new database takes seconds and the tests
 * open hundreds. One database is migrated per run here, through the app's own `openDatabase`; each test database is
 * then created from it with `CREATE DATABASE … TEMPLATE` (a file copy, well under a second).
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    project.provide('postgresTemplate', undefined);
    return;
  }
  const name = `startwise_template_${process.pid}`;
  await runOnServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => runOnServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** `adminUrl` pointed at database `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `statements` one by one on a connection of its own to the server of `adminUrl`. */
export async function runOnServer(adminUrl: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
