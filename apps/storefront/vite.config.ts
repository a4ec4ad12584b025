import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { SITE_PAGES } from './src/app/site-map';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), routePreloads(SITE_PAGES), precompress()],
  build: {
    // The manifest maps each page module to its chunks: scripts/bench-web measures what each route loads.
    manifest: true,
    // All pages' CSS is one small file (about 7 KB gzip), loaded with the page: no per-chunk stylesheet requests
    // on the critical path, and no cascade that depends on which chunk loaded first.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically is one chunk: the first load is a few requests, not dozens.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
