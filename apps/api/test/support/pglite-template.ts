import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase, pgliteExtensions } from '../../src/platform/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory tarball of a freshly migrated PGlite database (see setup below). */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the api project: creating a PGlite database and migrating it takes seconds (initdb in WebAssembly),
 * and the tests open dozens. It is done once per run here, through the app's own `openDatabase`; each test database
 * then starts as a copy of that data directory (under a second).
 */
export default async function setup(project: TestProject) {
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const tarball = join(tmpdir(), `startwise-pglite-template-${process.pid}.tar`);
  await writeFile(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', tarball);
  return () => rm(tarball, { force: true });
}

/** A fresh, migrated in-memory PGlite database: a copy of the template when the global setup made one. */
export async function openPgliteCopy(template: string | undefined): Promise<DatabaseHandle> {
  if (!template) return openDatabase({});
  const client = await PGlite.create({
    loadDataDir: new Blob([await readFile(template)]),
    extensions: pgliteExtensions,
  });
  return { db: drizzle(client), driver: 'pglite', close: () => client.close() };
}
