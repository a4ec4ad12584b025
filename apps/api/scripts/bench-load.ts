// npm run bench:load
// Does a login storm take the catalog down with it? Starts the real server with production settings (production
// scrypt cost and hashing queue) on a fresh PGlite (or a new database on DATABASE_URL's server when it is set), with
// the seed catalog `npm start` loads, in a process of its own (bench-load-server.ts), then in one run alternates,
// ROUNDS times, SLICE_SECONDS of each:
//   alone: the everyday traffic: catalog reads, searches and signed-in customers' GET /users/me (CATALOG + SEARCH + ME);
//   storm: the same plus a login storm (right and wrong passwords, each from its own address, as a botnet's would
//          be), 50 connections in all;
// (alternating, so a shared machine's changing load falls on both), and prints catalog and search p50/p99 under the
// storm as a ratio of the figures alone, and every status count.
// Exits 1 when a p99 ratio is over 2, when any request waits 5 s or more, or when anything answers 5xx. A login shed by the hashing queue answers 429
// (see docs/deploy.md, "Load shedding"): it is counted and printed, and is not a failure. Loopback only.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { LoadServerReady } from './bench-load-server.js';
import { percentile, runBenchmark } from './bench-server.js';

const ROUNDS = 3;
const SLICE_SECONDS = Number(process.env.BENCH_SLICE ?? 8);
/** Between slices: what the storm left in the hashing queue finishes before the next slice is measured. */
const PAUSE_MS = 2500;
const WARM_UP_SECONDS = 5;
// Customers' traffic arrives at a steady rate (requests per second over the connections), so its latency is what
// a customer waits, not a queue the benchmark builds itself; the storm's logins come as fast as the server answers.
const CATALOG = { connections: 16, rate: 400 };
const SEARCH = { connections: 8, rate: 200 };
const ME = { connections: 6, rate: 60 };
const LOGIN_CONNECTIONS = 20;
const TARGET_P99_RATIO = 2;
/** No request, a shed login included, waits this long for its answer. */
const TARGET_MAX_MS = 5000;
const SEARCHES = ['company', 'gst registration', 'trademark', 'llp', 'import export', 'website', 'fssai', 'tax'];

interface Figures {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
}

let addressCounter = 0;
/** A new client address per login (10.x.y.z), so per-address rate limits never answer for the hashing queue. */
function nextAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface Traffic {
  connections: number;
  /** Requests per second over all connections; without it each connection sends again as soon as it is answered. */
  rate?: number;
}

/** `traffic` for `seconds`, adding every answer's latency and status to `into`. */
function load(baseUrl: string, traffic: Traffic, seconds: number, requests: autocannon.Request[], into: Figures) {
  return new Promise<void>((resolve, reject) => {
    const options = { url: baseUrl, connections: traffic.connections, duration: seconds, requests };
    const instance = autocannon(traffic.rate ? { ...options, overallRate: traffic.rate } : options, (error) =>
      error ? reject(error) : resolve(),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      into.latencies.push(responseTime);
      into.statuses[statusCode] = (into.statuses[statusCode] ?? 0) + 1;
    });
    instance.on('reqError', () => {
      into.errors += 1;
    });
  });
}

const emptyFigures = (): Figures => ({ latencies: [], statuses: {}, errors: 0 });

/** Starts bench-load-server.ts in a session of its own and resolves once it serves. */
function startServer() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./bench-load-server.ts', import.meta.url))],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<LoadServerReady>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve(JSON.parse(line) as LoadServerReady);
    });
    void exited.then((code) => reject(new Error(`the bench server exited (${code}) before it was ready`)));
  });
  return {
    ready,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function benchmark(): Promise<boolean> {
  const started = performance.now();
  const server = startServer();
  try {
    const { label, baseUrl, emails, password, token } = await server.ready;
    const top = (await (await fetch(`${baseUrl}/api/services/top-categories?limit=10`)).json()) as {
      data: { categoriesWithServices: { slug: string; services: { slug: string }[] }[] };
    };
    const categories = top.data.categoriesWithServices;
    const catalog: autocannon.Request[] = [
      { method: 'GET', path: '/api/services/top-categories?limit=6' },
      ...categories.map((category) => ({
        method: 'GET' as const,
        path: `/api/public/services/category/${category.slug}?page=1&limit=12`,
      })),
      ...categories.flatMap((category) =>
        category.services.slice(0, 3).map((service) => ({
          method: 'GET' as const,
          path: `/api/public/services/${service.slug}`,
        })),
      ),
    ];
    const search: autocannon.Request[] = SEARCHES.map((query) => ({
      method: 'GET',
      path: `/api/public/services/search/services?query=${encodeURIComponent(query)}`,
    }));
    const me: autocannon.Request[] = [
      { method: 'GET', path: '/api/users/me', headers: { authorization: `Bearer ${token}` } },
    ];
    let loginCounter = 0;
    const login: autocannon.Request[] = [
      {
        method: 'POST',
        path: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          loginCounter += 1;
          const email = emails[loginCounter % emails.length];
          return {
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
            body: JSON.stringify({ email, password: loginCounter % 2 ? password : 'a wrong password' }),
          };
        },
      },
    ];
    console.log(`\n${label}: server (its own process) ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const warmUp = emptyFigures();
    await Promise.all([
      load(baseUrl, CATALOG, WARM_UP_SECONDS, catalog, warmUp),
      load(baseUrl, SEARCH, WARM_UP_SECONDS, search, warmUp),
      load(baseUrl, ME, WARM_UP_SECONDS, me, warmUp),
    ]);
    const f = {
      catalogAlone: emptyFigures(),
      searchAlone: emptyFigures(),
      catalogStorm: emptyFigures(),
      searchStorm: emptyFigures(),
      meAlone: emptyFigures(),
      meStorm: emptyFigures(),
      loginStorm: emptyFigures(),
    };
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stdout.write(`  round ${round}/${ROUNDS}: alone ${SLICE_SECONDS} s...`);
      await Promise.all([
        load(baseUrl, CATALOG, SLICE_SECONDS, catalog, f.catalogAlone),
        load(baseUrl, SEARCH, SLICE_SECONDS, search, f.searchAlone),
        load(baseUrl, ME, SLICE_SECONDS, me, f.meAlone),
      ]);
      process.stdout.write(` storm ${SLICE_SECONDS} s...`);
      await Promise.all([
        load(baseUrl, CATALOG, SLICE_SECONDS, catalog, f.catalogStorm),
        load(baseUrl, SEARCH, SLICE_SECONDS, search, f.searchStorm),
        load(baseUrl, ME, SLICE_SECONDS, me, f.meStorm),
        load(baseUrl, { connections: LOGIN_CONNECTIONS }, SLICE_SECONDS, login, f.loginStorm),
      ]);
      process.stdout.write(' done\n');
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    }
    return report(label, f, started);
  } finally {
    await server.stop();
  }
}

/** The longest any request of `figures` waited for its answer, in whole ms. */
const slowest = (figures: Figures) => Math.round(figures.latencies.reduce((max, ms) => Math.max(max, ms), 0));

const fiveHundreds = (figures: Figures) =>
  Object.entries(figures.statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);

function report(label: string, f: Record<string, Figures>, started: number): boolean {
  const p = (figures: Figures, share: number) => percentile(figures.latencies, share);
  console.log(`\n${label}, ${ROUNDS} × ${SLICE_SECONDS} s alone and under the storm`);
  console.log('  traffic        requests  p50 ms  p99 ms  max ms  statuses');
  for (const [name, figures] of Object.entries(f)) {
    const statuses = Object.entries(figures.statuses).map(([code, count]) => `${code}×${count}`);
    if (figures.errors) statuses.push(`no answer×${figures.errors}`);
    console.log(
      `  ${name.padEnd(15)} ${String(figures.latencies.length).padStart(7)}  ${p(figures, 0.5).toFixed(1).padStart(6)}  ${p(figures, 0.99).toFixed(1).padStart(6)}  ${String(slowest(figures)).padStart(6)}  ${statuses.join(' ')}`,
    );
  }
  console.log('\n  under the storm / alone');
  let worst = 0;
  for (const name of ['catalog', 'search', 'me']) {
    const alone = f[`${name}Alone`] as Figures;
    const storm = f[`${name}Storm`] as Figures;
    const p50 = p(storm, 0.5) / Math.max(1, p(alone, 0.5));
    const p99 = p(storm, 0.99) / Math.max(1, p(alone, 0.99));
    worst = Math.max(worst, p99);
    console.log(`  ${name.padEnd(8)} p50 ×${p50.toFixed(2)}  p99 ×${p99.toFixed(2)}`);
  }
  const login = f.loginStorm as Figures;
  console.log(
    `  logins: ${login.statuses[200] ?? 0} signed in, ${login.statuses[401] ?? 0} wrong password, ${login.statuses[429] ?? 0} shed (429)`,
  );
  const failures = Object.values(f).reduce((sum, figures) => sum + fiveHundreds(figures), 0);
  const longest = Math.max(...Object.values(f).map(slowest));
  console.log(
    `  5xx: ${failures}; longest wait ${longest} ms; total time ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const passed = worst <= TARGET_P99_RATIO && failures === 0 && longest < TARGET_MAX_MS;
  console.log(
    `  target p99 ratio <= ${TARGET_P99_RATIO}, every answer within ${TARGET_MAX_MS} ms and 0 5xx: ${passed ? 'met' : 'NOT met'}`,
  );
  return passed;
}

runBenchmark(benchmark);
