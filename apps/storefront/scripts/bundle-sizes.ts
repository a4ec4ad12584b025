import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sitePage } from '../src/app/site-map';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  /** gzip bytes of the JavaScript and CSS a page loads to run (boot, app and the page's static imports). */
  js: number;
  css: number;
}

/** The app's entry (vite.config.ts `input`), which index.html's boot script imports. */
const APP_ENTRY = 'src/main.tsx';

const pageModule = (path: string) => `src/pages/${sitePage(path).page}.tsx`;

/** Which page module each measured route loads lazily (site-map.ts names it for the router too). */
export const ROUTE_MODULES: Record<string, string> = {
  '/': pageModule('/'),
  '/services': pageModule('/services'),
  '/category/{slug}': pageModule('/category/:slug'),
  '/service/{slug}': pageModule('/service/:slug'),
  '/search?q=gst': pageModule('/search'),
  '/contact-us': pageModule('/contact-us'),
  '/newsletter': pageModule('/newsletter'),
  '/sitemap': pageModule('/sitemap'),
};

/** The chunk and everything it imports statically (what the browser must fetch before running it). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Initial JS and CSS (gzip) per route of a Vite build with `build.manifest`. */
export function measureRoutes(distDir: string, routes = ROUTE_MODULES): RouteBundle[] {
  const manifest: Manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  return Object.entries(routes).map(([route, module]) => {
    // index.html's boot script, the app it imports (src/boot.ts), and the page.
    const keys = new Set([
      ...closure(manifest, 'index.html'),
      ...closure(manifest, APP_ENTRY),
      ...closure(manifest, module),
    ]);
    // With cssCodeSplit off, every page's CSS is one stylesheet that index.html links.
    const sharedCss = manifest['style.css']?.file;
    const js = new Set<string>();
    const css = new Set<string>(sharedCss ? [sharedCss] : []);
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The Vite manifest has no ${key}: is ROUTE_MODULES up to date?`);
      js.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    return { route, js: total(js), css: total(css) };
  });
}
