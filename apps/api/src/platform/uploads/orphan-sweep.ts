import type { FastifyBaseLogger } from 'fastify';
import { isStorageKey, type ObjectStorage } from './object-storage.js';

/** Which of these keys a module's rows still name (e.g. submission files). */
export type ReferenceLookup = (keys: readonly string[]) => Promise<Iterable<string>>;

const CHUNK = 500;

/**
 * Removes stored objects older than the grace period that no row names: what a crashed process or a failed
 * clean-up left. Younger objects are left alone: they may belong to a request whose transaction has not
 * committed yet. Objects under keys the server never generates are not its to remove.
 */
export async function sweepOrphanUploads(
  deps: { storage: ObjectStorage; references: readonly ReferenceLookup[]; graceMs: number; log: FastifyBaseLogger },
  now: Date = new Date(),
) {
  const cutoff = now.getTime() - deps.graceMs;
  const old: string[] = [];
  for await (const object of deps.storage.list()) {
    if (isStorageKey(object.key) && object.lastModified.getTime() <= cutoff) old.push(object.key);
  }
  const removed: string[] = [];
  for (let start = 0; start < old.length; start += CHUNK) {
    const keys = old.slice(start, start + CHUNK);
    const used = new Set<string>();
    for (const lookup of deps.references) for (const key of await lookup(keys)) used.add(key);
    const orphans = keys.filter((key) => !used.has(key));
    await deps.storage.delete(orphans);
    removed.push(...orphans);
  }
  if (removed.length > 0) deps.log.info({ count: removed.length, keys: removed }, 'orphan uploads removed');
  return { removed };
}
