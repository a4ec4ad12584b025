import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { brandTheme } from '../../packages/build/brand-theme';
import { resolveFromSource } from '../../packages/build/source-condition';

// The back office: a single-page app the API server serves under /backoffice (apps/api/src/platform/http/static-sites.ts),
// its own build and route table, so nothing of it reaches the storefront's bundle.
export default defineConfig({
  base: '/backoffice/',
  ...resolveFromSource,
  plugins: [brandTheme(), vanillaExtractPlugin()],
  build: {
    // One stylesheet for the whole app (a few KB): no per-chunk stylesheet requests while staff move around.
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
