import type { Database } from '../../platform/db/database.js';
import { catalogCacheFor } from './read-cache.js';
import { currentSlugFor } from './slug-redirects.js';
import type { SlugKind } from './tables.js';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Where an old slug lives now, through the catalog read cache (a live slug has no redirect, so its answer is a
 * cached "nowhere"): the public API and the storefront's pages ask on every miss and every page request.
 */
export function movedSlugs(db: Database) {
  const cache = catalogCacheFor(db);
  return async (kind: SlugKind, slug: string): Promise<string | undefined> => {
    if (!SLUG.test(slug)) return undefined;
    const text = await cache.getOrLoad(`moved:${kind}:${slug}`, async () =>
      JSON.stringify((await currentSlugFor(db, kind, slug)) ?? null),
    );
    return JSON.parse(text) ?? undefined;
  };
}

const CATALOG_PAGE = /^\/(service|category)\/([^/]+)\/?$/;

/**
 * The storefront's address for a page under an old slug (`/service/{old}` -> `/service/{current}`, query kept), or
 * undefined: the server answers it with a 301 before rendering anything (http/static-sites.ts).
 */
export function catalogPageRedirects(db: Database) {
  const movedTo = movedSlugs(db);
  return async (url: URL): Promise<string | undefined> => {
    const match = CATALOG_PAGE.exec(url.pathname);
    if (!match) return undefined;
    let slug: string;
    try {
      slug = decodeURIComponent(match[2] as string);
    } catch {
      return undefined;
    }
    const kind = match[1] as SlugKind;
    const current = await movedTo(kind, slug);
    return current ? `/${kind}/${current}${url.search}` : undefined;
  };
}
