// npm run bench:scale [-- --scale 0.1 --driver pglite --runs 30 --reuse --keep --json file]
// Seeds the volumes of a busy year (40,000 customers, 100,000 submissions, 50,000 transactions, about 2,000 refunds,
// 1,000,000 audit events, 100,000 services; --scale multiplies them) into a scratch database through the product's
// own tables (scale-seed.ts), starts the real server in this process with production settings, and times each
// back-office list, search and server-rendered page: p50 and p99 over --runs calls, one after another. Catalog
// reads are timed uncached (the read cache is cleared before each call). Prints one table and writes JSON.
//
// PostgreSQL (default): the database `bench_scale` on DATABASE_URL's server (postgres://postgres@127.0.0.1:5432 when
// unset), created afresh; --reuse keeps an already seeded one (new migrations still apply), --keep leaves it after.
// PGlite (--driver pglite): a temporary folder, at --scale 0.1 unless told. --only "audit,queue" times only the calls
// whose names contain one of those words.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { accountServiceDeps } from '../src/modules/accounts/index.js';
import { catalogCacheFor } from '../src/modules/catalog/read-cache.js';
import { supplierOf } from '../src/modules/invoices/document-parties.js';
import { saveDocumentSupplier } from '../src/modules/invoices/issued-documents.js';
import { staffServiceDeps } from '../src/modules/staff/index.js';
import { loadConfig } from '../src/platform/config.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { openBenchDatabase } from './bench-database.js';
import { percentile, runBenchmark, startBenchServer } from './bench-server.js';
import { BENCH_STAFF_ID, type ScaleVolumes, seedScale, volumesAt } from './scale-seed.js';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string' },
    driver: { type: 'string', default: 'postgres' },
    runs: { type: 'string', default: '30' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    json: { type: 'string' },
    only: { type: 'string' },
  },
});
const driver = args.driver === 'pglite' ? 'pglite' : 'postgres';
const scale = Number(args.scale ?? (driver === 'pglite' ? 0.1 : 1));
const runs = Number(args.runs);
const DATABASE_NAME = 'bench_scale';
const SEED_TARGET_S = 180;

/** The targets of a full-volume run on PostgreSQL (p99, ms), by the kind of call. */
const TARGETS = { list: 100, search: 50, dashboard: 150 } as const;

interface Scenario {
  name: string;
  kind: keyof typeof TARGETS | 'export' | 'page';
  path: string;
  as: 'staff' | 'customer' | 'visitor';
  /** Clear the catalog read cache before each call: what a cache miss costs. */
  uncached?: boolean;
  /** Reach this page by following `nextCursor` (when the list answers one) instead of asking for `page=`. */
  depth?: number;
  /** Calls to time when not --runs (the largest exports). */
  runs?: number;
}

interface Measured {
  name: string;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
  target?: number;
  /** Exports: the first byte's p99 and the server process's peak RSS growth during a call (MB). */
  firstByteP99?: number;
  rssGrowthMb?: number;
}

function scenarios(customerEmail: string): Scenario[] {
  const search = (name: string, query: string): Scenario => ({
    name: `search ${name} "${query}"`,
    kind: 'search',
    path: `/api/public/services/search/services?query=${encodeURIComponent(query)}`,
    as: 'visitor',
    uncached: true,
  });
  return [
    search('narrow', 'fssai licence pune'),
    search('broad', 'renewal'),
    search('prefix', 'comp'),
    search('typo', 'trademrk'),
    { name: 'queue default', kind: 'list', path: '/api/admin/submissions', as: 'staff' },
    {
      name: 'queue search by email',
      kind: 'list',
      path: `/api/admin/submissions?q=${encodeURIComponent(customerEmail)}`,
      as: 'staff',
    },
    { name: 'queue status filter', kind: 'list', path: '/api/admin/submissions?status=processing', as: 'staff' },
    { name: 'queue page 200', kind: 'list', path: '/api/admin/submissions', as: 'staff', depth: 200 },
    { name: 'dashboard', kind: 'dashboard', path: '/api/admin/dashboard', as: 'staff' },
    { name: 'payments list', kind: 'list', path: '/api/admin/transactions', as: 'staff' },
    { name: 'payments page 200', kind: 'list', path: '/api/admin/transactions', as: 'staff', depth: 200 },
    { name: 'attention list', kind: 'list', path: '/api/admin/transactions/attention', as: 'staff' },
    // About 2,500 items at scale 1 (250 at 0.1): page 8 is there at both.
    { name: 'attention page 8', kind: 'list', path: '/api/admin/transactions/attention', as: 'staff', depth: 8 },
    { name: 'transactions CSV export', kind: 'export', path: '/api/admin/transactions/export', as: 'staff' },
    // The audit events are spread evenly over a year: the last N days hold N/365 of them. At --scale the exports
    // shrink with the table (and are named for the rows they hold).
    ...[10_000, 100_000, 1_000_000].map(
      (rows): Scenario => ({
        name: `audit CSV export, ${Math.round(rows * scale).toLocaleString('en-US')} rows`,
        kind: 'export',
        path: `/api/admin/audit/export?from=${new Date(Date.now() - (365 * 86_400_000 * rows * scale) / volumesAt(scale).auditEvents).toISOString()}`,
        as: 'staff',
        runs: rows >= 1_000_000 ? 1 : 3,
      }),
    ),
    { name: 'audit log first page', kind: 'list', path: '/api/admin/audit', as: 'staff' },
    { name: 'audit log page 2,000', kind: 'list', path: '/api/admin/audit', as: 'staff', depth: 2_000 },
    { name: 'inbox', kind: 'list', path: '/api/admin/contact-messages', as: 'staff' },
    { name: 'newsletter subscribers', kind: 'list', path: '/api/admin/newsletter/subscribers', as: 'staff' },
    {
      name: "customer's submissions",
      kind: 'list',
      path: '/api/public/services/submissions/all',
      as: 'customer',
    },
    { name: "customer's transactions", kind: 'list', path: '/api/payment/transactions', as: 'customer' },
    { name: 'SSR /', kind: 'page', path: '/', as: 'visitor', uncached: true },
    { name: 'SSR /service/{slug}', kind: 'page', path: '/service/service-2', as: 'visitor', uncached: true },
  ];
}

const benchConfig = (dataDir: string) =>
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-'.repeat(4) });

/** A session for the bench's admin and for the customer with the most submissions. */
async function tokens(database: DatabaseHandle, dataDir: string) {
  const config = benchConfig(dataDir);
  const deps = { db: database.db, config, nudgeMail: () => {} };
  const staff = await staffServiceDeps(deps).sessions.start(database.db, BENCH_STAFF_ID);
  const busiest = (await database.db.execute(sql`
    select u.id, u.email from users u join submissions s on s.user_id = u.id
    group by u.id order by count(*) desc, u.id limit 1`)) as unknown as { rows: { id: string; email: string }[] };
  const customer = busiest.rows[0];
  if (!customer) throw new Error('no customer was seeded');
  const session = await accountServiceDeps(deps).sessions.start(database.db, customer.id);
  return { staff: staff.token, customer: session.token, customerEmail: customer.email };
}

interface Call {
  status: number;
  bytes: number;
  ms: number;
  firstByteMs: number;
  body: string;
}

async function call(url: string, token: string | undefined, keepBody: boolean): Promise<Call> {
  const started = performance.now();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const firstByteMs = performance.now() - started;
  let bytes = 0;
  const chunks: Buffer[] = [];
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    bytes += read.value.length;
    if (keepBody) chunks.push(Buffer.from(read.value));
  }
  return {
    status: response.status,
    bytes,
    ms: performance.now() - started,
    firstByteMs,
    body: keepBody ? Buffer.concat(chunks).toString('utf8') : '',
  };
}

/** The query string that opens page `depth`: `nextCursor` followed from page 1 when the list has one, else page=. */
async function pathToDepth(baseUrl: string, scenario: Scenario, token: string | undefined): Promise<string> {
  const depth = scenario.depth ?? 1;
  const join = scenario.path.includes('?') ? '&' : '?';
  let path = scenario.path;
  for (let page = 1; page < depth; page += 1) {
    const answer = JSON.parse((await call(`${baseUrl}${path}`, token, true)).body);
    const cursor = answer?.data?.pagination?.nextCursor ?? answer?.data?.nextCursor;
    if (!cursor) return `${scenario.path}${join}page=${depth}`;
    path = `${scenario.path}${join}cursor=${encodeURIComponent(cursor)}`;
  }
  return path;
}

async function measure(
  baseUrl: string,
  scenario: Scenario,
  token: string | undefined,
  clearCache: () => void,
): Promise<Measured> {
  const path = scenario.depth ? await pathToDepth(baseUrl, scenario, token) : scenario.path;
  const url = `${baseUrl}${path}`;
  if (!scenario.runs) await call(url, token, false);
  const timings: number[] = [];
  const firstBytes: number[] = [];
  let errors = 0;
  let bytes = 0;
  let rssGrowth = 0;
  for (let run = 0; run < (scenario.runs ?? runs); run += 1) {
    if (scenario.uncached) clearCache();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const answer = await call(url, token, false);
    clearInterval(sampler);
    rssGrowth = Math.max(rssGrowth, peak - before);
    timings.push(answer.ms);
    firstBytes.push(answer.firstByteMs);
    bytes = answer.bytes;
    if (answer.status >= 400) errors += 1;
  }
  const target = scenario.kind in TARGETS ? TARGETS[scenario.kind as keyof typeof TARGETS] : undefined;
  return {
    name: scenario.name,
    p50: percentile(timings, 0.5),
    p99: percentile(timings, 0.99),
    errors,
    bytes,
    ...(target ? { target } : {}),
    ...(scenario.kind === 'export'
      ? { firstByteP99: percentile(firstBytes, 0.99), rssGrowthMb: rssGrowth / 2 ** 20 }
      : {}),
  };
}

function report(results: Measured[], seedSeconds: number | null, volumes: ScaleVolumes) {
  const label = `${driver === 'pglite' ? 'PGlite' : 'PostgreSQL'} at scale ${scale}`;
  console.log(
    `\n${label}; ${runs} calls each; load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (seedSeconds !== null) console.log(`seeded in ${seedSeconds.toFixed(0)} s (target < ${SEED_TARGET_S} s)`);
  console.log(`| call | p50 ms | p99 ms | target p99 | errors | bytes |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const row of results) {
    const extra =
      row.firstByteP99 !== undefined
        ? ` (first byte p99 ${row.firstByteP99.toFixed(0)} ms, RSS +${row.rssGrowthMb?.toFixed(0)} MB)`
        : '';
    console.log(
      `| ${row.name}${extra} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.target ? `< ${row.target}` : ''} | ${row.errors} | ${row.bytes.toLocaleString('en-US')} |`,
    );
  }
  const file = args.json ?? join(tmpdir(), `bench-scale-${driver}-${scale}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ driver, scale, runs, volumes, loadAverage: loadavg(), seedSeconds, results }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${file}`);
  // Targets hold for the full volumes on PostgreSQL; smaller or PGlite runs only report.
  if (driver !== 'postgres' || scale < 1) return true;
  return results.every((row) => row.errors === 0 && (row.target === undefined || row.p99 < row.target));
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-scale-'));
  const volumes = volumesAt(scale);
  const database = await openBenchDatabase({
    driver,
    name: DATABASE_NAME,
    dataDir,
    reuse: args.reuse,
    keep: args.keep,
  });
  try {
    let seedSeconds: number | null = null;
    if (database.fresh) {
      console.log(`Seeding ${driver} at scale ${scale}...`);
      const started = performance.now();
      // The server saves it when it starts; the seed issues its documents with it.
      await saveDocumentSupplier(database.db, supplierOf(benchConfig(dataDir)));
      await seedScale(database.db, volumes, console.log);
      seedSeconds = (performance.now() - started) / 1000;
    } else {
      console.log(`Reusing the seeded database ${DATABASE_NAME}`);
    }
    const { app, baseUrl } = await startBenchServer(database, dataDir);
    try {
      const cache = catalogCacheFor(database.db);
      const results: Measured[] = [];
      const only = args.only?.split(',').map((word) => word.trim());
      const { customerEmail } = await tokens(database, dataDir);
      for (const scenario of scenarios(customerEmail)) {
        if (only && !only.some((word) => scenario.name.includes(word))) continue;
        // Fresh sessions for each call kind: a whole run outlasts an access token.
        const sessions = await tokens(database, dataDir);
        process.stdout.write(`  ${scenario.name}...`);
        const token =
          scenario.as === 'staff' ? sessions.staff : scenario.as === 'customer' ? sessions.customer : undefined;
        const measured = await measure(baseUrl, scenario, token, () => cache.clear());
        results.push(measured);
        process.stdout.write(` p50 ${measured.p50.toFixed(0)} ms, p99 ${measured.p99.toFixed(0)} ms\n`);
      }
      return report(results, seedSeconds, volumes);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
