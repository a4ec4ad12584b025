import { describe, expect, it } from 'vitest';
import { catalogCacheFor, ReadCache } from '../src/modules/catalog/read-cache.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('catalog read cache', () => {
  it('serves a stored answer until it expires, then loads again', async () => {
    let now = 0;
    const cache = new ReadCache<string>({ ttlMs: 1_000, maxEntries: 10, now: () => now });
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.getOrLoad('k', load)).toBe('answer 1');
    now = 999;
    expect(await cache.getOrLoad('k', load)).toBe('answer 1');
    now = 1_000;
    expect(await cache.getOrLoad('k', load)).toBe('answer 2');
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new ReadCache<string>();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return gate.promise;
    };
    const answers = Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)]);
    gate.resolve('shared');
    expect(await answers).toEqual(['shared', 'shared']);
    expect(loads).toBe(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new ReadCache<string>();
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('database down')))).rejects.toThrow();
    expect(await cache.getOrLoad('k', async () => 'recovered')).toBe('recovered');
  });

  it('forgets everything on clear, including a load that started before the write', async () => {
    const cache = new ReadCache<string>();
    const gate = deferred<string>();
    const stale = cache.getOrLoad('k', () => gate.promise);
    cache.clear();
    const fresh = cache.getOrLoad('k', async () => 'after the write');
    gate.resolve('before the write');
    expect(await stale).toBe('before the write');
    expect(await fresh).toBe('after the write');
    expect(await cache.getOrLoad('k', async () => 'unused')).toBe('after the write');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ReadCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', async () => 'reloaded')).toBe('reloaded');
  });

  it('gives each database its own cache', () => {
    const first = {};
    expect(catalogCacheFor(first)).toBe(catalogCacheFor(first));
    expect(catalogCacheFor(first)).not.toBe(catalogCacheFor({}));
  });
});
