import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { brandTheme } from '../../packages/build/brand-theme';
import { resolveFromSource } from '../../packages/build/source-condition';
import { precompress } from './build/precompress';
import { preloadTypeface } from './build/preload-typeface';
import { routePreloads } from './build/route-preloads';
import { SITE_PAGES } from './src/app/site-map';

/** index.html's script and what it imports: they stay out of the app's chunk (a captured module brings its imports). */
const isBootScript = (id: string) => /[\\/]index\.html|[\\/]src[\\/]boot(-meta)?\.ts$/.test(id);

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // The server renderer (`vite build --ssr src/server/render-page.tsx`): Node code the API server imports.
        ...resolveFromSource,
        plugins: [brandTheme(), vanillaExtractPlugin()],
        build: { outDir: 'dist-server', emptyOutDir: true },
      }
    : {
        ...resolveFromSource,
        plugins: [
          brandTheme(),
          vanillaExtractPlugin(),
          routePreloads(SITE_PAGES),
          // The Startwise theme's body typeface (packages/ui/src/typefaces/inter.css).
          preloadTypeface('inter-latin-wght-normal'),
          precompress(),
        ],
        build: {
          // The manifest maps each page module to its chunks: scripts/bench-web measures what each route loads.
          manifest: true,
          // All pages' CSS is one small file (about 7 KB gzip), loaded with the page: no per-chunk stylesheet
          // requests on the critical path, and no cascade that depends on which chunk loaded first.
          cssCodeSplit: false,
          // Every browser the storefront supports knows modulepreload; the polyfill would tie the boot script to the
          // app's chunk.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            // index.html loads src/boot.ts, which imports the app (src/main.tsx) once a server-rendered page has been
            // painted. The app is an entry of its own so that its static imports count as initial code.
            input: { index: 'index.html', main: 'src/main.tsx' },
            output: {
              // Everything the app imports statically is one chunk: the first load is a few requests, not dozens.
              // The boot script stays apart, a few hundred bytes (it finds the app's address in index.html).
              codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !isBootScript(id) }] },
            },
          },
        },
        server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
      },
);
