import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './apps/storefront/e2e/support/chromium';
import { resolveFromSource, resolveFromSourceInNode } from './packages/build/source-condition';

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

/**
 * A project of stories from .storybook/main.ts, less `exclude`: each story renders, runs its play function and axe
 * (a11y violations fail), then is screenshotted in both brand themes against the committed baselines.
 */
const storybookProject = ({ name, exclude, isolate }: { name: string; exclude: string[]; isolate: boolean }) => ({
  ...resolveFromSource,
  plugins: [storybookTest({ configDir: '.storybook' })],
  optimizeDeps: {
    // Discovered late on a cold cache, which makes Vite reload mid-run.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      'react/jsx-dev-runtime',
      'react-dom/client',
      // flushSync: the description's link dialog closes within its submit.
      'react-dom',
      'react-aria-components',
      'react-aria/PortalProvider',
      // The back office's dialog forms and catalog editor.
      'react-hook-form',
      '@tiptap/react',
      '@tiptap/starter-kit',
      'dompurify',
      // Dates, through @startwise/format (both apps' pages).
      'date-fns',
      '@date-fns/tz',
      // The storefront's uploader, imported when a form with files starts.
      '@uppy/core',
      '@uppy/xhr-upload',
    ],
  },
  test: {
    name,
    exclude,
    isolate,
    // Screenshot attachments of runs are scratch output, kept out of the work tree.
    attachmentsDir: 'node_modules/.vitest-attachments',
    setupFiles: ['.storybook/vitest.setup.ts'],
    browser: chromiumBrowser(),
    testTimeout: 30_000,
  },
});

// One Vitest configuration for the whole workspace: a project per package.
export default defineConfig({
  test: {
    projects: [
      { ...resolveFromSourceInNode, test: { name: 'api-client', root: 'packages/api-client', environment: 'node' } },
      { ...resolveFromSourceInNode, test: { name: 'format', root: 'packages/format', environment: 'node' } },
      { ...resolveFromSourceInNode, test: { name: 'flows', root: 'packages/flows', environment: 'node' } },
      {
        ...resolveFromSourceInNode,
        test: { name: 'ui', root: 'packages/ui', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      // The back office's pure modules (the queue's address, its sort mapping, timeline and audit wording).
      {
        ...resolveFromSourceInNode,
        test: { name: 'backoffice', root: 'apps/backoffice', environment: 'node', include: ['test/**/*.test.ts'] },
      },
      {
        ...resolveFromSourceInNode,
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          // Migrates one PGlite database per run (each test database starts as a copy of it), and starts one
          // S3-compatible server (s3rver) for the object storage tests.
          globalSetup: [
            'test/support/pglite-template.ts',
            'test/support/postgres-template.ts',
            'test/support/s3-server.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share one module graph: each builds its own app and database, and none mocks a module or
          // changes the environment. Importing the whole API once per file was half the time: 8 files took 87 s
          // isolated and 44 s shared on a quiet 2-core machine; all 72 files with PostgreSQL take 576 s.
          isolate: false,
        },
      },
      // Every story as a browser test in two projects, each its own Chromium, run side by side (a story run waits
      // on the browser about half its time), each file in a document of its own: the apps hold module-level state (the
      // session's storage, the query cache), and the kit's files sharing one document failed one CI run in three
      // (the SearchOverlay's stories, run after other files, found their open overlay drawn hidden).
      storybookProject({ name: 'storybook-kit', exclude: ['apps/**'], isolate: true }),
      storybookProject({ name: 'storybook-apps', exclude: ['packages/**'], isolate: true }),
    ],
  },
});
