// npm run bench:exports [-- --rows 1000000 --reuse --keep --only "transactions,audit" --json file]
// Do the CSV exports stream in flat memory? Seeds --rows (a million unless told) payment transactions, newsletter
// subscribers, due-soon obligations and audit events into the scratch PostgreSQL database `bench_exports`
// (scale-seed.ts; --reuse keeps a seeded one, --keep leaves it) with the real server running in this process, and
// downloads each export once, reading it as it arrives: the first byte's wait, and the server process's RSS growth
// (over the RSS before the call) when 10,000, 100,000 and 1,000,000 rows have arrived, and at its peak, and the live
// heap at the same marks: what the process still holds after a full garbage collection. Flat memory: the live heap's
// growth at the last mark is no more than at 10,000 rows plus a margin (--flat-mb, 32 unless told). RSS alone cannot
// tell: V8 lets collectable garbage pile up in the old generation and grows the heap to a size of its choosing before
// a full collection, so RSS climbs to a plateau whether or not anything is kept.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { staffServiceDeps } from '../src/modules/staff/index.js';
import { openBenchDatabase } from './bench-database.js';
import { runBenchmark, startBenchServer } from './bench-server.js';
import { BENCH_STAFF_ID, seedScale } from './scale-seed.js';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    'flat-mb': { type: 'string', default: '32' },
  },
});
const rows = Number(args.rows);
const flatMb = Number(args['flat-mb']);
const MARKS = [10_000, 100_000, 1_000_000].filter((mark) => mark <= rows);
const MB = 2 ** 20;

// A full collection on demand (this process only), to read what it still holds at each mark.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const EXPORTS = [
  { name: 'transactions', path: '/api/admin/transactions/export' },
  { name: 'newsletter', path: '/api/admin/newsletter/subscribers/export' },
  { name: 'due-soon', path: '/api/admin/compliance/due-soon/export' },
  { name: 'audit', path: '/api/admin/audit/export' },
];

interface Measured {
  name: string;
  rows: number;
  bytes: number;
  status: number;
  firstByteMs: number;
  totalMs: number;
  /** RSS growth (MB) over the RSS before the call when each mark's rows had arrived. */
  rssAtMarkMb: Record<string, number>;
  /** Live heap growth (MB, after a full collection) over the live heap before the call, at each mark. */
  liveHeapAtMarkMb: Record<string, number>;
  peakRssGrowthMb: number;
  flat: boolean;
}

/** Downloads `url`, counting CSV lines as they arrive and sampling this process's RSS at each mark. */
async function download(name: string, url: string, token: string): Promise<Measured> {
  const liveBefore = liveHeap();
  const started = performance.now();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body?.getReader();
  let firstByteMs = 0;
  let lines = 0;
  let bytes = 0;
  const rssAtMarkMb: Record<string, number> = {};
  const liveHeapAtMarkMb: Record<string, number> = {};
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += read.value.length;
    for (const byte of read.value) if (byte === 10) lines += 1;
    for (const mark of MARKS) {
      // The header line is not a row.
      if (lines - 1 >= mark && rssAtMarkMb[mark] === undefined) {
        rssAtMarkMb[mark] = (process.memoryUsage().rss - before) / MB;
        liveHeapAtMarkMb[mark] = (liveHeap() - liveBefore) / MB;
      }
    }
  }
  clearInterval(sampler);
  const marks = Object.values(liveHeapAtMarkMb);
  const first = marks[0] ?? 0;
  const last = marks.at(-1) ?? 0;
  return {
    name,
    rows: Math.max(0, lines - 1),
    bytes,
    status: response.status,
    firstByteMs,
    totalMs: performance.now() - started,
    rssAtMarkMb,
    liveHeapAtMarkMb,
    peakRssGrowthMb: (peak - before) / MB,
    flat: response.status === 200 && last - first <= flatMb,
  };
}

async function main(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-exports-'));
  const database = await openBenchDatabase({
    driver: 'postgres',
    name: 'bench_exports',
    dataDir,
    reuse: args.reuse,
    keep: args.keep,
  });
  try {
    // The server saves the document supplier when it starts: the seed issues its invoices with it.
    const { app, baseUrl, config } = await startBenchServer(database, dataDir);
    if (database.fresh) {
      console.log(`Seeding ${rows.toLocaleString('en-US')} rows of each export...`);
      await seedScale(
        database.db,
        {
          customers: 40_000,
          services: 1_000,
          submissions: rows,
          transactions: rows,
          refundEvery: 20,
          auditEvents: rows,
          subscribers: rows,
          contactMessages: 10,
          obligations: rows,
        },
        console.log,
      );
    }
    try {
      const results: Measured[] = [];
      const only = args.only?.split(',').map((word) => word.trim());
      for (const { name, path } of EXPORTS) {
        if (only && !only.includes(name)) continue;
        const staff = await staffServiceDeps({ db: database.db, config, nudgeMail: () => {} }).sessions.start(
          database.db,
          BENCH_STAFF_ID,
        );
        process.stdout.write(`  ${name}...`);
        const measured = await download(name, `${baseUrl}${path}`, staff.token);
        results.push(measured);
        process.stdout.write(
          ` ${measured.rows.toLocaleString('en-US')} rows in ${(measured.totalMs / 1000).toFixed(1)} s\n`,
        );
      }
      console.log(
        `\nExports from PostgreSQL; load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
      );
      const header = MARKS.flatMap((mark) => [
        `RSS +MB at ${mark.toLocaleString('en-US')}`,
        `live heap +MB at ${mark.toLocaleString('en-US')}`,
      ]);
      console.log(`| export | rows | first byte ms | total s | ${header.join(' | ')} | peak +MB | flat |`);
      console.log(`|---|---:|---:|---:|${header.map(() => '---:|').join('')}---:|---|`);
      for (const row of results) {
        const marks = MARKS.flatMap((mark) => [
          row.rssAtMarkMb[mark]?.toFixed(0) ?? '',
          row.liveHeapAtMarkMb[mark]?.toFixed(0) ?? '',
        ]);
        console.log(
          `| ${row.name} | ${row.rows.toLocaleString('en-US')} | ${row.firstByteMs.toFixed(0)} | ${(row.totalMs / 1000).toFixed(1)} | ${marks.join(' | ')} | ${row.peakRssGrowthMb.toFixed(0)} | ${row.flat ? 'yes' : 'NO'} |`,
        );
      }
      const file = args.json ?? join(tmpdir(), 'bench-exports.json');
      writeFileSync(file, `${JSON.stringify({ rows, loadAverage: loadavg(), results }, null, 2)}\n`);
      console.log(`\nJSON: ${file}`);
      return results.every((row) => row.flat && row.rows >= rows * 0.5);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBenchmark(main);
