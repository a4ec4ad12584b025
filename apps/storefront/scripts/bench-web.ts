// npm run bench:web — checks the storefront against its performance budget (JS size, Lighthouse score): builds nothing itself (the npm script builds
// first), serves apps/storefront/dist through the real server, reports the initial JS/CSS (gzip) per route from
// the Vite manifest and Lighthouse's mobile performance score and CLS on /, /services, /category/{slug} and
// /search?q=gst, using Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Exits 1 when a budget is missed.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { measureRoutes } from './bundle-sizes';

const BUDGET = { homeJsKb: 150, cssKb: 20, performance: 95, cls: 0.02 };
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const distDir = join(repoRoot, 'apps/storefront/dist');
const CHROME_FLAGS = ['--headless', ...chromiumLaunchOptions.args];

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
    const slug: string = top.data.categoriesWithServices[0].slug;
    const pages = ['/', '/services', `/category/${slug}`, '/search?q=gst'];
    console.log('\nLighthouse (mobile, simulated throttling):');
    for (const path of pages) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      // A run Lighthouse could not finish scores 0: say why instead of printing NaN figures.
      if (lhr.runtimeError)
        console.log(`  ${path}: Lighthouse error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const cls = audit('cumulative-layout-shift');
      console.log(
        `  ${path.padEnd(34)} performance ${score}  CLS ${cls.toFixed(3)}  FCP ${(audit('first-contentful-paint') / 1000).toFixed(2)} s` +
          `  LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s  TBT ${audit('total-blocking-time').toFixed(0)} ms`,
      );
      if (score < BUDGET.performance) failures.push(`${path}: performance ${score} < ${BUDGET.performance}`);
      if (cls > BUDGET.cls) failures.push(`${path}: CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
    }
  } finally {
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const home = sizes.find((row) => row.route === '/');
  if (home && kb(home.js) > BUDGET.homeJsKb)
    failures.push(`/: initial JS ${kb(home.js).toFixed(1)} KB > ${BUDGET.homeJsKb} KB`);
  for (const row of sizes) {
    if (kb(row.css) > BUDGET.cssKb)
      failures.push(`${row.route}: CSS ${kb(row.css).toFixed(1)} KB > ${BUDGET.cssKb} KB`);
  }
  console.log(failures.length === 0 ? '\nAll budgets met.' : `\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
