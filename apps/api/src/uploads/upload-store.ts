import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Customer uploads live here, outside anything served statically, under names the server generates. */
export function createUploadStore(dataDir: string) {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pathOf = (storedName: string) => {
    if (!/^[0-9a-f-]{36}$/.test(storedName)) throw new Error('Not a stored upload name');
    return join(dir, storedName);
  };

  return {
    pathOf,

    /**
     * Streams `source` to a new file, keeping at most `maxBytes`: past that it stops writing, drains the rest and
     * removes the file, so an oversize upload never sits on disk whole.
     */
    async write(source: NodeJS.ReadableStream, maxBytes: number) {
      const storedName = randomUUID();
      const path = pathOf(storedName);
      let size = 0;
      let oversize = false;
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) oversize = true;
          callback(null, oversize ? undefined : chunk);
        },
      });
      try {
        await pipeline(source, guard, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      if (oversize) await rm(path, { force: true });
      return { storedName, path, size, oversize };
    },

    async remove(storedNames: readonly string[]) {
      await Promise.all(storedNames.map((name) => rm(pathOf(name), { force: true })));
    },

    async open(storedName: string) {
      const path = pathOf(storedName);
      const { size } = await stat(path);
      return { size, stream: createReadStream(path) };
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
