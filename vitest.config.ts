import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './apps/storefront/e2e/support/chromium';

// A fresh browser config per call: one object shared by two projects fails with
// "Cannot define a nested project for a chromium browser".
const chromiumBrowser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions }),
  instances: [{ browser: 'chromium' as const }],
  expect: {
    toMatchScreenshot: {
      comparatorName: 'pixelmatch' as const,
      comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.01 },
    },
  },
});

// One Vitest configuration for the whole workspace: a project per package.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'api-client', root: 'packages/api-client', environment: 'node' } },
      { test: { name: 'format', root: 'packages/format', environment: 'node' } },
      { test: { name: 'flows', root: 'packages/flows', environment: 'node' } },
      { test: { name: 'ui', root: 'packages/ui', environment: 'node', include: ['test/**/*.test.ts'] } },
      // The back office's pure modules (the queue's address, its sort mapping, timeline and audit wording).
      { test: { name: 'backoffice', root: 'apps/backoffice', environment: 'node', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // Migrates one PGlite database per run (each test database starts as a copy of it), and starts one
          // S3-compatible server (s3rver) for the object storage tests.
          globalSetup: ['test/support/pglite-template.ts', 'test/support/s3-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story of the kit, flows and storefront as a browser test: render, play function, axe
        // (a11y violations fail), then screenshots in both brand themes against committed baselines.
        plugins: [storybookTest({ configDir: '.storybook' })],
        optimizeDeps: {
          // Discovered late on a cold cache, which makes Vite reload mid-run.
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react/jsx-dev-runtime',
            'react-dom/client',
            'react-aria-components',
            'react-aria/PortalProvider',
            // The back office's catalog editor.
            '@tiptap/react',
            '@tiptap/starter-kit',
            'dompurify',
            // Dates, through @startwise/format (both apps' pages).
            'date-fns',
            '@date-fns/tz',
          ],
        },
        test: {
          name: 'storybook',
          // Screenshot attachments of runs are scratch output, kept out of the work tree.
          attachmentsDir: 'node_modules/.vitest-attachments',
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: chromiumBrowser(),
          testTimeout: 30_000,
        },
      },
    ],
  },
});
