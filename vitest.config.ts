import { defineConfig } from 'vitest/config';

// One Vitest configuration for the whole workspace: a project per package.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'api-client', root: 'packages/api-client', environment: 'node' } },
      { test: { name: 'flows', root: 'packages/flows', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
