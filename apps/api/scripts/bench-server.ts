// What the API benchmarks share: scratch databases, the real server with production settings, percentiles, exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.js';
import { openScratchPostgres } from '../test/support/test-server.js';

export type BenchServer = Awaited<ReturnType<typeof buildApp>>;

type Benchmark = (label: string, database: DatabaseHandle, dataDir: string) => Promise<void>;

async function onPglite(dataDir: string, benchmark: Benchmark) {
  const pglite = await openDatabase({ pgliteDir: join(dataDir, 'db') });
  try {
    await benchmark('PGlite', pglite, dataDir);
  } finally {
    await pglite.close();
  }
}

async function onPostgres(adminUrl: string, name: string, dataDir: string, benchmark: Benchmark) {
  const postgres = await openScratchPostgres(adminUrl, `startwise_${name}_${process.pid}`);
  try {
    await benchmark('PostgreSQL', postgres, dataDir);
  } finally {
    await postgres.close();
  }
}

/** A temporary folder (the server's DATA_DIR and PGlite's home) for the length of `run`. */
async function inTemporaryFolder(name: string, run: (dataDir: string) => Promise<void>) {
  const dataDir = mkdtempSync(join(tmpdir(), `startwise-${name}-`));
  try {
    await run(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `benchmark` on a fresh PGlite in a temporary folder, then, when DATABASE_URL is set, on a new database
 * `startwise_<name>_<pid>` on that PostgreSQL server (dropped afterwards). The folder is also the server's DATA_DIR.
 */
export function onEachDatabase(name: string, benchmark: Benchmark) {
  return inTemporaryFolder(name, async (dataDir) => {
    await onPglite(dataDir, benchmark);
    if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL, name, dataDir, benchmark);
  });
}

/** Runs `benchmark` once: on a new database on DATABASE_URL's server when it is set, else on a fresh PGlite. */
export function onOneDatabase(name: string, benchmark: Benchmark) {
  return inTemporaryFolder(name, (dataDir) =>
    process.env.DATABASE_URL
      ? onPostgres(process.env.DATABASE_URL, name, dataDir, benchmark)
      : onPglite(dataDir, benchmark),
  );
}

/**
 * The real server with production settings (production scrypt cost and rate limits, no response validation) on a
 * random loopback port. Payment keys are placeholders: benchmarks never reach Razorpay. `env` adds settings
 * (e.g. TRUST_PROXY); `addRoutes` runs before the server listens, when Fastify still takes routes.
 */
export async function startBenchServer(
  database: DatabaseHandle,
  dataDir: string,
  { env = {}, addRoutes }: { env?: Record<string, string>; addRoutes?: (app: BenchServer) => void } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-'.repeat(4),
    RAZORPAY_KEY_ID: 'rzp_test_benchmark',
    RAZORPAY_KEY_SECRET: 'benchmark-secret',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, logger: false, validateResponses: false });
  addRoutes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, baseUrl };
}

/** The value below which `share` (0..1) of `values` lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

/** Runs a benchmark script: exit 1 when it throws or reports a missed target (`false`), else 0. */
export function runBenchmark(main: () => Promise<boolean>) {
  main().then(
    (passed) => process.exit(passed ? 0 : 1),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
