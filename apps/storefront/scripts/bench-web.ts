// npm run bench:web [-- --only "/service,/login"] — checks the storefront against its performance budget (JS size,
// Lighthouse score): builds nothing itself (the npm script builds first), serves apps/storefront/dist through the real
// server, reports the initial JS/CSS (gzip) per route from the Vite manifest and Lighthouse's mobile performance score
// and CLS on every page the server renders for any visitor and on the sign-in pages, using Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Exits 1 when a budget is missed. --only measures with Lighthouse only the
// pages whose path contains one of those words.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { SITE_PAGES } from '../src/app/site-map';
import { measureRoutes } from './bundle-sizes';

const BUDGET = { cssKb: 20, performance: 95, cls: 0.02 };
/**
 * Initial JS (gzip KB) each public route may load: what it loaded when these budgets were recorded (29 November
 * 2026, docs/performance.md "First load"); a change that grows one is measured and paid for elsewhere.
 */
const ROUTE_JS_BUDGET_KB: Record<string, number> = {
  '/': 148.0,
  '/services': 145.4,
  '/category/{slug}': 146.5,
  // 233.8 until the application form became a chunk of its own that only a signed-in customer loads.
  '/service/{slug}': 150.2,
  '/search?q=gst': 164.7,
  '/contact-us': 164.0,
  '/newsletter': 164.4,
  '/sitemap': 142.9,
};
/**
 * The sign-in pages, rendered in the browser from its session (no server HTML to paint first): held to the CLS budget,
 * measured and printed but not yet held to the performance score (89-92 on a quiet machine: docs/performance.md).
 */
const BROWSER_RENDERED = ['/login', '/register', '/verify-email'];
/** Lighthouse runs per page: a shared machine's load moves a single score by several points. */
const LIGHTHOUSE_RUNS = 2;
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const distDir = join(repoRoot, 'apps/storefront/dist');
const CHROME_FLAGS = ['--headless', ...chromiumLaunchOptions.args];
const { values: args } = parseArgs({ options: { only: { type: 'string' } } });
const only = args.only?.split(',').map((word) => word.trim());

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      // Production refuses to start without gateway keys; no page measured here creates an order.
      RAZORPAY_KEY_ID: 'rzp_test_benchweb000000',
      RAZORPAY_KEY_SECRET: randomBytes(24).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  server.kill();
  throw new Error('The server did not answer /api/health within 2 minutes');
}

const kb = (bytes: number) => bytes / 1024;

async function main() {
  const sizes = measureRoutes(distDir);
  console.log('Initial JS and CSS per route (gzip, entry + the page chunk and their static imports):');
  for (const row of sizes)
    console.log(`  ${row.route.padEnd(18)} JS ${kb(row.js).toFixed(1)} KB   CSS ${kb(row.css).toFixed(1)} KB`);

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-bench-'));
  const server = await startServer(port, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const failures: string[] = [];
  try {
    const base = `http://localhost:${port}`;
    const top = await (await fetch(`${base}/api/services/top-categories?limit=1`)).json();
    const category = top.data.categoriesWithServices[0];
    // Every page the server renders for any visitor: the site map's public pages (not the bare /verify-email) and the
    // service page (applying needs a login, reading it does not), parameters filled with the first top category and
    // its first service. Then the sign-in pages, which the browser renders (the auth flow reads its session).
    const filled: Record<string, string> = {
      '/search': '/search?q=gst',
      '/category/:slug': `/category/${category.slug}`,
      '/service/:slug': `/service/${category.services[0].slug}`,
    };
    const served = SITE_PAGES.filter(
      (page) => (page.access === 'public' && !page.bare) || page.path === '/service/:slug',
    ).map((page) => filled[page.path] ?? page.path);
    const pages = [...served, ...BROWSER_RENDERED].filter((path) => !only || only.some((word) => path.includes(word)));
    console.log(`\nLighthouse (mobile, simulated throttling), ${LIGHTHOUSE_RUNS} runs per page:`);
    for (const path of pages) {
      const scores: number[] = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
        const measured = await measurePage(`${base}${path}`, chrome.port);
        console.log(`  ${path.padEnd(34)} run ${run}: ${measured.line}`);
        scores.push(measured.score);
        if (measured.cls > BUDGET.cls) failures.push(`${path}: CLS ${measured.cls.toFixed(3)} > ${BUDGET.cls}`);
      }
      // The best run is held to the budget (the other shows the machine's noise; both are printed).
      const best = Math.max(...scores);
      if (best < BUDGET.performance && !BROWSER_RENDERED.includes(path))
        failures.push(`${path}: performance ${best} < ${BUDGET.performance}`);
    }
  } finally {
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  for (const row of sizes) {
    const budget = ROUTE_JS_BUDGET_KB[row.route];
    // Compared as printed (one decimal), so a route exactly at its budget passes.
    if (budget !== undefined && Number(kb(row.js).toFixed(1)) > budget)
      failures.push(`${row.route}: initial JS ${kb(row.js).toFixed(1)} KB > ${budget} KB`);
    if (kb(row.css) > BUDGET.cssKb)
      failures.push(`${row.route}: CSS ${kb(row.css).toFixed(1)} KB > ${BUDGET.cssKb} KB`);
  }
  console.log(failures.length === 0 ? '\nAll budgets met.' : `\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

/** Lighthouse's own recording failures (its trace lost the navigation): the page was not measured, so measure again. */
const RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
const RECORDING_ATTEMPTS = 3;

/**
 * One Lighthouse mobile run: the performance score, CLS and a printable line of the main figures. A run whose trace
 * Lighthouse failed to record is made again (up to 3 attempts); any other error scores 0.
 */
async function measurePage(url: string, port: number) {
  let lhr = await runLighthouse(url, port);
  let attempts = 1;
  while (attempts < RECORDING_ATTEMPTS && RECORDING_ERRORS.has(lhr.runtimeError?.code ?? '')) {
    lhr = await runLighthouse(url, port);
    attempts += 1;
  }
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const cls = audit('cumulative-layout-shift');
  // A run Lighthouse could not finish scores 0: say why instead of printing NaN figures.
  const line = lhr.runtimeError
    ? `Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
    : `performance ${score}  CLS ${cls.toFixed(3)}  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s` +
      `  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms`;
  return { score, cls, line: attempts > 1 ? `${line}  (recorded on attempt ${attempts})` : line };
}

async function runLighthouse(url: string, port: number) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  return result.lhr;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
