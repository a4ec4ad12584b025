import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ObjectStorage, StoredObjectMissing } from './object-storage.js';

/** Uploads as files in one folder (DATA_DIR/uploads), readable by the server's user only. */
export function createLocalStorage(dir: string): ObjectStorage {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => join(dir, assertStorageKey(key));

  return {
    kind: 'local',
    async put(key, body: Readable) {
      const path = pathOf(key);
      try {
        await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { size, stream: createReadStream(path) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredObjectMissing(key);
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
    async *list() {
      for await (const entry of await opendir(dir)) {
        if (!entry.isFile()) continue;
        const info = await stat(join(dir, entry.name)).catch(() => undefined);
        if (info) yield { key: entry.name, lastModified: info.mtime };
      }
    },
  };
}
