import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { repoRoot } from '../config.js';

/**
 * Both drivers give the same Drizzle API; domain code never knows which one runs. It carries no schema: each module
 * queries its own tables (its `tables.ts`) through the query builder, so the type names no module's tables.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(repoRoot, 'apps/api/drizzle');

/** The PostgreSQL extensions the migrations create, loaded into every PGlite database. */
export const pgliteExtensions = { pg_trgm, unaccent };

export interface DatabaseOptions {
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  url?: string;
  /** Where PGlite keeps its files; without it PGlite runs in memory (tests). */
  pgliteDir?: string;
  /**
   * Told when PostgreSQL drops one of the pool's connections (a restart, a failover, a proxy's idle timeout). The
   * pool forgets that connection and opens a new one for the next query; only queries that were using it fail.
   */
  onConnectionLost?: (error: Error) => void;
}

/** How long a request waits for a free connection (or a new one) before it gets a 503. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * A pg pool that survives its connections dying. Without 'error' listeners node-postgres emits the error on an
 * EventEmitter nobody listens to, and Node exits: the pool's own event covers idle connections, the per-client
 * listener covers a connection that dies while checked out (inside a transaction, between two queries).
 */
function createPool(url: string, onConnectionLost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  // The pool re-emits an idle client's error, which the client's listener above has already reported.
  pool.on('error', () => {});
  return pool;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = createPool(options.url, options.onConnectionLost ?? (() => {}));
    const db = drizzleNodePostgres(pool);
    await migrateNodePostgres(db, { migrationsFolder });
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return { db, driver: 'pglite', close: () => client.close() };
}

/** True when the database answers a trivial query within `timeoutMs` (a health check must not hang). */
export async function databaseIsReady(db: Database, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
