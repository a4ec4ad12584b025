import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../../src/app.js';
import { unhurriedHashingLimits } from '../../src/modules/accounts/passwords.js';
import { type AppConfig, loadConfig } from '../../src/platform/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/platform/db/database.js';
import { openPgliteCopy } from './pglite-template.js';
import { databaseUrl, runOnServer } from './postgres-template.js';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL too when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export type Storage = 'local' | 's3';

/** Where uploads go: DATA_DIR/uploads, and a bucket of the run's S3-compatible server (./s3-server.ts). */
export const storages: Storage[] = ['local', 's3'];

/** The environment of a server storing uploads in `storage` (for S3, a new empty bucket). */
export async function storageEnv(storage: Storage): Promise<Record<string, string>> {
  if (storage === 'local') return {};
  const { inject } = await import('vitest');
  const { newBucketEnv } = await import('./s3-server.js');
  return newBucketEnv(inject('s3Endpoint'));
}

/**
 * A fresh, migrated database: PGlite in memory (a copy of the run's migrated template, see ./pglite-template.ts), or a
 * new database on the PostgreSQL server, migrated, that is dropped after.
 */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    // Imported here, not at the top: scripts outside Vitest use this module for openScratchPostgres.
    const { inject } = await import('vitest');
    return openPgliteCopy(inject('pgliteTemplate'));
  }
  const { inject } = await import('vitest');
  const name = `startwise_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  return openScratchPostgres(process.env.TEST_DATABASE_URL as string, name, inject('postgresTemplate'));
}

/**
 * A new, migrated database `name` on the PostgreSQL server of `adminUrl` (one left over by a crashed run is replaced),
 * copied from the migrated `template` when there is one (./postgres-template.ts); closing the handle drops it. Also
 * for scripts that need a throwaway database (the API benchmark).
 */
export async function openScratchPostgres(adminUrl: string, name: string, template?: string): Promise<DatabaseHandle> {
  await runOnServer(
    adminUrl,
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const handle = await openDatabase({ url: databaseUrl(adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pg's pool.end() resolves before its connections have gone; forcing the drop while they are still closing
      // makes them emit unhandled FATAL errors. Wait (briefly) until the server has seen them leave.
      for (let i = 0; i < 50; i++) {
        const { rows } = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export interface TestServer {
  baseUrl: string;
  app: Awaited<ReturnType<typeof buildApp>>;
  database: DatabaseHandle;
  config: AppConfig;
  close(): Promise<void>;
}

/** Test seams a test may pass to the server (e.g. the accounts clock, a cheaper scrypt, faster mail retries, a log). */
export type TestServerOptions = Pick<AppDependencies, 'accounts' | 'mail' | 'logger' | 'payments'>;

/** The real server on a random loopback port, checking every JSON response against openapi.yaml. */
export async function startTestServer(
  driver: Driver,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-test-'));
  const database = await openTestDatabase(driver);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // Tests play several customers from one machine by sending X-Forwarded-For over loopback.
    TRUST_PROXY: 'loopback',
    ...env,
  });
  return listenOn(database, config, options);
}

async function listenOn(database: DatabaseHandle, config: AppConfig, options: TestServerOptions): Promise<TestServer> {
  // A loaded test machine can starve the hashing threads past a sign-in's deadline; the tests of that deadline and of
  // the storm pass their own limits.
  const accounts = { hashingLimits: unhurriedHashingLimits(), ...options.accounts };
  const app = await buildApp({ config, db: database.db, validateResponses: true, ...options, accounts });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server stopped and started again on the same database and DATA_DIR (a deploy, a crash): whatever its process
 * held in memory (requests in flight, webhooks the sandbox was about to send) is gone. `config` changes its settings
 * (a deploy with new ones). Close the returned server.
 */
export async function restartTestServer(
  server: TestServer,
  options: TestServerOptions = {},
  config: AppConfig = server.config,
): Promise<TestServer> {
  await server.app.close();
  return listenOn(server.database, config, options);
}
