// The seeded scratch database of the scale benchmarks (bench:scale, bench:exports): a named database on
// DATABASE_URL's server (postgres://postgres@127.0.0.1:5432 when unset), or PGlite in the run's temporary folder.
// Seeding the volumes takes minutes, so a run can keep its database (`keep`) and the next reuse it (`reuse`).
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.js';

export interface BenchDatabaseOptions {
  driver: 'postgres' | 'pglite';
  /** The PostgreSQL database's name. */
  name: string;
  /** The run's temporary folder: PGlite's home. */
  dataDir: string;
  /** Keep an already seeded database (new migrations still apply). */
  reuse: boolean;
  /** Leave the database after the run. */
  keep: boolean;
}

/** Opens (creating afresh unless reused) the bench's database; `fresh` says it needs seeding. */
export async function openBenchDatabase(options: BenchDatabaseOptions): Promise<DatabaseHandle & { fresh: boolean }> {
  if (options.driver === 'pglite') {
    return { ...(await openDatabase({ pgliteDir: join(options.dataDir, 'db') })), fresh: true };
  }
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(adminUrl);
  url.pathname = `/${options.name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [options.name]);
  const fresh = !(options.reuse && rowCount);
  if (fresh) {
    await admin.query(`drop database if exists ${options.name} with (force)`);
    await admin.query(`create database ${options.name}`);
  }
  await admin.end();
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    fresh,
    async close() {
      await handle.close();
      if (options.keep || options.reuse) return;
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${options.name} with (force)`);
      await dropper.end();
    },
  };
}
