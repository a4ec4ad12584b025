import { PgliteDatabase } from 'drizzle-orm/pglite';

/**
 * A small in-process cache for catalog reads, which are many and change rarely (only through the catalog import).
 *
 * - Entries live `ttlMs` at most, so several server processes sharing one PostgreSQL converge on a write made by
 *   another process (or by the import command) within that time (catalogCacheFor picks it per driver).
 * - A write through this process's import clears everything at once (`clear()`), so it is seen immediately.
 * - Concurrent misses for one key share a single load, and a load that started before a `clear()` is not stored.
 * - At most `maxEntries` entries are kept; the oldest is dropped first.
 */
export class ReadCache<T = string> {
  private readonly entries = new Map<string, { expiresAt: number; value: T }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number } = {
      ttlMs: 5_000,
      maxEntries: 2_000,
    },
  ) {}

  private now() {
    return (this.options.now ?? Date.now)();
  }

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (hit) this.entries.delete(key);

    const pending = this.loading.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const settle = () => {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    };
    const promise: Promise<T> = load().then(
      (value) => {
        settle();
        if (generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.loading.set(key, promise);
    return promise;
  }

  private store(key: string, value: T) {
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expiresAt: this.now() + this.options.ttlMs, value });
  }

  /** Forget everything, including loads under way (their results are returned but not kept). */
  clear() {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * How long an entry may live. PostgreSQL may be shared by several server processes and written by the import
 * command at any time: a few seconds. A PGlite database belongs to this one process (the import command needs
 * the server stopped), so its only writer is this process's import, which clears the cache: entries live long.
 */
export const SHARED_DATABASE_TTL_MS = 5_000;
export const OWN_DATABASE_TTL_MS = 10 * 60_000;

const caches = new WeakMap<object, ReadCache>();

/** One cache per database handle: two servers in one process (tests) never see each other's catalog. */
export function catalogCacheFor(db: object): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    const ttlMs = db instanceof PgliteDatabase ? OWN_DATABASE_TTL_MS : SHARED_DATABASE_TTL_MS;
    cache = new ReadCache({ ttlMs, maxEntries: 2_000 });
    caches.set(db, cache);
  }
  return cache;
}
