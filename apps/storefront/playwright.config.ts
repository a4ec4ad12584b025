import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { DEMO_STAFF_PASSWORD } from './e2e/support/staff';

// Browser end-to-end tests: Debian's Chromium against the real server (built storefront, seeded catalog,
// local mailbox, Razorpay sandbox) on its own port with a throwaway data directory.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'startwise-e2e-'));

/** The journeys that change the public catalog (a service published, renamed or archived). */
const CATALOG_CHANGES = [
  'catalog-editing.spec.ts',
  'backoffice/catalog-archive.spec.ts',
  'backoffice/catalog-editor.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two files at a time against the one server: the tests mostly wait on the browser and the server (one worker
  // kept a 2-core runner's CPU about 20% busy). Three, beside the brands' journeys and the Storybook build, loaded
  // the machine to 15 and sign-in journeys ran out of their minute.
  workers: 2,
  // No retries: a test that passes only on its second try hides a bug a customer would meet.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  // The line reporter prints no times: name the slowest files at the end, so a run that takes longer says where.
  reportSlowTests: { max: 15, threshold: 60_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['backoffice/**', 'layout/**', ...CATALOG_CHANGES],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    // On a phone, the journeys whose screens change with the width (the header's menu, the footer's sections, the
    // first screen, search's overlay) and the path from landing to paid (catalog, form with its sticky Apply bar,
    // checkout). The other journeys drive the same components at both widths, and the layout guard walks every
    // route at 390 px: repeating them on a phone took a third of the browser phase and found nothing of its own.
    {
      name: 'mobile',
      testMatch: [
        'accessibility',
        'application-form',
        'catalog',
        'checkout',
        'early-input',
        'first-screen',
        'footer',
        'header',
        'home',
        'search',
        'server-rendering',
      ].map((journey) => `${journey}.spec.ts`),
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
    },
    // The staff app (/backoffice) is a desk tool: its journeys run at desktop width only.
    {
      name: 'backoffice',
      testMatch: 'backoffice/**/*.spec.ts',
      testIgnore: CATALOG_CHANGES,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    // Last, once the storefront's journeys are done: these publish, rename and archive services, which would change
    // the counts those journeys read (48 services, 9 in Company Registration, 'View 2 more...') while they run.
    {
      name: 'catalog-changes',
      testMatch: CATALOG_CHANGES,
      dependencies: ['desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    // The layout guard sets the viewport itself (phone, tablet and desktop widths on one page).
    {
      name: 'layout',
      testMatch: 'layout/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'npx tsx ../api/src/main.ts',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // Building the app and migrating the database take over two minutes on a loaded 2-core runner.
    timeout: 240_000,
    // Every test signs in from 127.0.0.1: scale the per-IP limits so a whole suite fits in one window.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '50',
      // Sign-ins wait for their hash however loaded the runner is (production answers 429 after 2.5 s).
      HASHING_MAX_WAIT_MS: '120000',
      // The demo admin and operator the back-office journeys sign in as (development only).
      DEMO_STAFF_PASSWORD,
    },
  },
});
