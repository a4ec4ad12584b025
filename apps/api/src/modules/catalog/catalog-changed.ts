import { catalogCacheFor } from './read-cache.js';

/**
 * Called after every committed catalog write (the import, the back office's editor): this process's read cache,
 * which also feeds the server-rendered pages (they read the API in-process), forgets everything, so the next
 * request shows the change. Other processes on the same PostgreSQL see it when their entries expire (5 s).
 */
export function catalogChanged(db: object): void {
  catalogCacheFor(db).clear();
}
