// npm run bench:api
// Loads 10,000 synthetic services into a fresh database (PGlite in a temporary folder; also PostgreSQL when
// DATABASE_URL is set: a new database on that server, dropped afterwards), starts the real server in this process
// on a random port, and measures catalog reads with autocannon (50 connections, 10 s each) against a ceiling
// route that answers a constant JSON body of the same size. BENCH_DURATION (seconds) and BENCH_SERVICES override.
import autocannon from 'autocannon';
import { importCatalog } from '../src/modules/catalog/import.js';
import { searchServices } from '../src/modules/search/search-services.js';
import { searchTerms } from '../src/modules/search/search-terms.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { onEachDatabase, percentile, runBenchmark, startBenchServer } from './bench-server.js';
import { activeSlugs, BENCH_QUERIES, SYNTHETIC_CATEGORY_COUNT, syntheticCatalog } from './synthetic-catalog.js';

const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 5;
const SERVICE_COUNT = Number(process.env.BENCH_SERVICES ?? 10_000);
const TARGET_SEARCH_P99_MS = 50;
const TARGET_CATEGORY_SHARE = 0.4;

interface Scenario {
  name: string;
  paths: string[];
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function scenarios(serviceSlugs: string[]): Scenario[] {
  const categoryPages = Array.from({ length: SYNTHETIC_CATEGORY_COUNT }, (_, index) =>
    [1, 2, 3].map((page) => `/api/public/services/category/category-${index + 1}?page=${page}&limit=12`),
  ).flat();
  const step = Math.max(1, Math.floor(serviceSlugs.length / 200));
  const slugs = serviceSlugs.filter((_, index) => index % step === 0).map((slug) => `/api/public/services/${slug}`);
  return [
    { name: 'ceiling', paths: ['/bench/ceiling'] },
    {
      name: 'search',
      paths: BENCH_QUERIES.map((query) => `/api/public/services/search/services?query=${encodeURIComponent(query)}`),
    },
    { name: 'category page', paths: categoryPages },
    { name: 'service by slug', paths: slugs },
    { name: 'top categories', paths: ['/api/services/top-categories?limit=6'] },
  ];
}

async function measure(baseUrl: string, scenario: Scenario, duration = DURATION): Promise<Measured> {
  // Steady state is what is measured: each URL is asked once first, so the run does not start on a cold cache.
  for (const path of scenario.paths) await fetch(`${baseUrl}${path}`).then((response) => response.arrayBuffer());
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration,
    requests: scenario.paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The search query alone, without HTTP or cache: what a cache miss costs. */
async function directSearchLatency(database: DatabaseHandle) {
  const timings: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const query of BENCH_QUERIES) {
      const started = performance.now();
      await searchServices(database.db, searchTerms(query), { page: 1, limit: 10 });
      timings.push(performance.now() - started);
    }
  }
  return { p50: percentile(timings, 0.5), p99: percentile(timings, 0.99), count: timings.length };
}

async function benchmark(label: string, database: DatabaseHandle, dataDir: string) {
  console.log(`\n${label}: loading ${SERVICE_COUNT.toLocaleString('en-IN')} synthetic services...`);
  const loadStarted = performance.now();
  const catalog = syntheticCatalog(SERVICE_COUNT);
  const imported = await importCatalog(database.db, catalog);
  if (!imported.ok) throw new Error(`synthetic catalog rejected: ${imported.errors.slice(0, 5).join('; ')}`);
  console.log(`  imported in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  let ceilingBody = '';
  const { app, baseUrl } = await startBenchServer(database, dataDir, {
    addRoutes: (server) => {
      server.get('/bench/ceiling', (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(ceilingBody),
      );
    },
  });

  try {
    // The ceiling answers a constant body as large as a typical catalog answer (a category page of 12).
    const typical = await (await fetch(`${baseUrl}/api/public/services/category/category-1?page=1&limit=12`)).text();
    ceilingBody = JSON.stringify({ success: true, data: { filler: 'x'.repeat(Math.max(0, typical.length - 40)) } });
    console.log(`  typical response ${typical.length} bytes; ceiling body ${ceilingBody.length} bytes`);

    const direct = await directSearchLatency(database);
    const all = scenarios(activeSlugs(catalog));
    // Let the process settle (JIT, the garbage of a 10,000-service import) before anything is measured.
    await measure(baseUrl, { name: 'settle', paths: all.flatMap((scenario) => scenario.paths) }, WARM_UP_SECONDS);
    const results: Measured[] = [];
    for (const scenario of all) {
      process.stdout.write(`  ${scenario.name}...`);
      results.push(await measure(baseUrl, scenario));
      process.stdout.write(' done\n');
    }
    report(label, results, direct);
  } finally {
    await app.close();
  }
}

function report(label: string, results: Measured[], direct: { p50: number; p99: number; count: number }) {
  const ceiling = results.find((result) => result.name === 'ceiling') as Measured;
  console.log(
    `\n${label}, ${SERVICE_COUNT.toLocaleString('en-IN')} services, ${CONNECTIONS} connections, ${DURATION} s each (after a ${WARM_UP_SECONDS} s unmeasured warm-up over all URLs)`,
  );
  console.log('  scenario          req/s     p50 ms  p99 ms  vs ceiling  errors');
  for (const result of results) {
    const share = result.requestsPerSecond / ceiling.requestsPerSecond;
    console.log(
      `  ${result.name.padEnd(16)} ${result.requestsPerSecond.toFixed(0).padStart(7)}  ${String(result.p50).padStart(7)}  ${String(result.p99).padStart(6)}  ${`${(share * 100).toFixed(0)}%`.padStart(10)}  ${String(result.errors).padStart(6)}`,
    );
  }
  console.log(
    `  search query without cache (direct, ${direct.count} runs): p50 ${direct.p50.toFixed(1)} ms, p99 ${direct.p99.toFixed(1)} ms`,
  );
  const search = results.find((result) => result.name === 'search') as Measured;
  const category = results.find((result) => result.name === 'category page') as Measured;
  const categoryShare = category.requestsPerSecond / ceiling.requestsPerSecond;
  console.log(
    `  target search p99 < ${TARGET_SEARCH_P99_MS} ms: ${search.p99 < TARGET_SEARCH_P99_MS ? 'met' : 'NOT met'} (${search.p99} ms)`,
  );
  console.log(
    `  target category page >= ${TARGET_CATEGORY_SHARE * 100}% of ceiling: ${categoryShare >= TARGET_CATEGORY_SHARE ? 'met' : 'NOT met'} (${(categoryShare * 100).toFixed(0)}%)`,
  );
}

runBenchmark(async () => {
  await onEachDatabase('bench', benchmark);
  return true; // The targets are reported, not enforced: autocannon numbers swing with the machine's load.
});
