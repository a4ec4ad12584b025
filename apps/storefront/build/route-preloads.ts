import type { Plugin, Rollup } from 'vite';
import { TOP_CATEGORIES_LIMIT } from '../src/app/page-sizes';
import type { SitePage } from '../src/app/site-map';

/** What the server adds to index.html for a path of the storefront (apps/api/src/http/static-sites.ts reads it). */
export interface RoutePreload {
  /** A router path of site-map.ts (`:param` for parameters). */
  path: string;
  /** The page's chunk and the chunks it imports, beyond what the entry already loads. */
  modules: string[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The calls of the root loader (app/loaders.ts), made by every page before it renders. */
const SHELL_DATA = ['/api/config', `/api/services/top-categories?limit=${TOP_CATEGORIES_LIMIT}`];

/**
 * Shortens the first load's critical path. Without hints the browser learns of a page's chunk only after the entry
 * has downloaded and run, and of the shell's data only after that: two more round trips before anything shows.
 * - index.html preloads the shell's data, fetched beside the entry script;
 * - route-preloads.json lists each public page's chunks, which the server turns into modulepreload links for the
 *   paths that match.
 */
export function routePreloads(pages: readonly SitePage[]): Plugin {
  return {
    name: 'startwise:route-preloads',
    apply: 'build',
    transformIndexHtml: () =>
      SHELL_DATA.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', href, as: 'fetch', crossorigin: '' },
        injectTo: 'head-prepend' as const,
      })),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        for (const imported of byFileName.get(fileName)?.imports ?? []) withImports(imported, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return this.error('The build has no entry chunk');
      const loadedByEntry = withImports(entry.fileName);

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
