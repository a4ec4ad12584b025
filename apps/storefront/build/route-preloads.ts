import type { Plugin, Rollup } from 'vite';
import { SERVICES_PER_CATEGORY, TOP_CATEGORIES_LIMIT } from '../src/app/page-sizes';
import type { SitePage } from '../src/app/site-map';
import { APP_ENTRY_META } from '../src/boot-meta';

/** What the server adds to index.html for a path of the storefront (apps/api/src/platform/http/static-sites.ts reads it). */
export interface RoutePreload {
  /** A router path of site-map.ts (`:param` for parameters). */
  path: string;
  /** The page's chunk and the chunks it imports, beyond what the entry already loads. */
  modules: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The calls of the root loader (app/loaders.ts), made by every page before it renders. */
const SHELL_DATA = [
  '/api/config',
  `/api/services/top-categories?limit=${TOP_CATEGORIES_LIMIT}&servicesPerCategory=${SERVICES_PER_CATEGORY}`,
];

/** The app's entry (vite.config.ts `input`) and the code-splitting group of its initial code. */
const APP_ENTRY = 'main';
const SHELL_CHUNK = 'shell';

/** Marks the hints the server drops from a page it renders: that page carries its data and shows without code. */
const SERVER_DROPS = 'data-client-render';

/**
 * Shortens the first load's critical path. Without hints the browser learns of a page's chunk only after the entry
 * has downloaded and run, and of the shell's data only after that: two more round trips before anything shows.
 * - index.html preloads the shell's data and the app's code, fetched beside the boot script;
 * - route-preloads.json lists each public page's chunks, which the server turns into modulepreload links for the
 *   paths that match.
 * A page the server renders needs neither before its first paint: the server drops them there (src/boot.ts).
 */
export function routePreloads(pages: readonly SitePage[]): Plugin {
  return {
    name: 'startwise:route-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const shell = chunks.find((chunk) => chunk.name === SHELL_CHUNK);
        const app = chunks.find((chunk) => chunk.isEntry && chunk.name === APP_ENTRY);
        if (!shell || !app) throw new Error(`The build has no '${SHELL_CHUNK}' chunk or '${APP_ENTRY}' entry`);
        return [
          ...SHELL_DATA.map((href) => ({
            tag: 'link',
            attrs: { rel: 'preload', href, as: 'fetch', crossorigin: '', [SERVER_DROPS]: '' },
            injectTo: 'head-prepend' as const,
          })),
          // Where src/boot.ts imports the app from, and the app's code fetched beside it on a page the browser renders.
          { tag: 'meta', attrs: { name: APP_ENTRY_META, content: `/${app.fileName}` }, injectTo: 'head' as const },
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${shell.fileName}`, crossorigin: '', [SERVER_DROPS]: '' },
            injectTo: 'head' as const,
          },
        ];
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFileName.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length === 0) return this.error('The build has no entry chunk');
      const loadedByEntry = new Set(entries.flatMap((entry) => [...withImports(entry.fileName)]));

      const routes: RoutePreload[] = pages
        .filter((page) => page.access === 'public')
        .map((page) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/pages/${page.page}.tsx`));
          if (!chunk) return this.error(`No chunk for src/pages/${page.page}.tsx (site-map.ts, ${page.path})`);
          const modules = [...withImports(chunk.fileName)].filter((fileName) => !loadedByEntry.has(fileName));
          return { path: page.path, modules: modules.map((fileName) => `/${fileName}`) };
        });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}
