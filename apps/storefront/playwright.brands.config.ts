import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';

// The brands' browser tests, apart from the main suite because they need builds of their own: the storefront built
// and served as Saffron (BRAND=saffron), and the Acme Legal example (examples/brand-storefront) installed from the
// packed packages and built with plain Vite. One API server, started like the main suite's, serves both.
const apiPort = Number(process.env.E2E_BRANDS_PORT ?? 3150);
const examplePort = apiPort + 1000;
const dataDir = mkdtempSync(join(tmpdir(), 'startwise-e2e-brands-'));
const saffronBuild = 'dist-brands/saffron';

export default defineConfig({
  testDir: 'e2e-brands',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${apiPort}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // Saffron's storefront (its own output folders, so the default build stays as it is), then the server.
      command: [
        `npx vite build --outDir ${saffronBuild}/client`,
        `npx vite build --ssr src/server/render-page.tsx --outDir ${saffronBuild}/server`,
        'npx tsx ../api/src/main.ts',
      ].join(' && '),
      url: `http://localhost:${apiPort}/api/health`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: {
        BRAND: 'saffron',
        STOREFRONT_DIR: `apps/storefront/${saffronBuild}/client`,
        STOREFRONT_RENDERER: `apps/storefront/${saffronBuild}/server/render-page.js`,
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_SCALE: '50',
        HASHING_MAX_WAIT_MS: '120000',
      },
    },
    {
      // The example as another company would build it: installed from the packed packages, plain Vite.
      command: `e2e-brands/serve-example.sh ${examplePort}`,
      url: `http://localhost:${examplePort}/`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: { API_URL: `http://localhost:${apiPort}` },
    },
  ],
});
