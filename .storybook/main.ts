import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { resolveFromSource } from '../packages/build/source-condition';

// One Storybook for the kit, the flows' screens, the storefront's pages and the back office's screens.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.tsx',
    '../packages/flows/src/**/*.stories.tsx',
    '../apps/storefront/src/**/*.stories.tsx',
    '../apps/backoffice/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // mockServiceWorker.js for msw (apps/storefront/src/stories/msw.ts); Vitest's storybook project serves it too.
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  // No network here or in CI: never phone home.
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...mergeConfig(viteConfig, resolveFromSource),
    plugins: [...(viteConfig.plugins ?? []), vanillaExtractPlugin()],
    // The flows' stories (apps/storefront/src/stories/flows) bring these in; found late on a cold cache they make Vite reload mid-run.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'mermaid', 'xstate', '@xstate/react'],
    },
  }),
};

export default config;
