import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { ObjectStorage } from './object-storage.js';

export type StoreOutcome =
  | { stored: { storedName: string; size: number; mimeType: string } }
  | { refused: 'oversize' | 'type' };

/** Streams `source` to `path`, keeping at most `maxBytes` (the rest is read and dropped, so the request ends cleanly). */
async function spool(source: NodeJS.ReadableStream, path: string, maxBytes: number) {
  let size = 0;
  const guard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, size > maxBytes ? undefined : chunk);
    },
  });
  await pipeline(source, guard, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return { size, oversize: size > maxBytes };
}

/**
 * The files one request stores. Each file is spooled to a private temporary file, checked (size, and a signature
 * that must match the expected type), then put in the storage under a new key. Whatever the request then fails
 * on — a later part, the parser's limits, a dropped connection, validation, the database — the handler calls
 * `discard()` and every object this batch wrote is removed; what a crash leaves is the orphan sweep's.
 */
export function createUploadBatch(storage: ObjectStorage, spoolDir: string) {
  const written: string[] = [];
  return {
    async store(
      source: NodeJS.ReadableStream,
      rules: { maxBytes: number; expectedMime: string },
    ): Promise<StoreOutcome> {
      const spoolPath = join(spoolDir, randomUUID());
      try {
        const { size, oversize } = await spool(source, spoolPath, rules.maxBytes);
        if (oversize) return { refused: 'oversize' };
        const detected = await fileTypeFromFile(spoolPath);
        if (detected?.mime !== rules.expectedMime) return { refused: 'type' };
        const storedName = randomUUID();
        written.push(storedName); // before the put: a put that fails halfway is discarded too
        await storage.put(storedName, createReadStream(spoolPath), size);
        return { stored: { storedName, size, mimeType: detected.mime } };
      } finally {
        await rm(spoolPath, { force: true });
      }
    },

    /** Removes every object this batch stored. */
    async discard() {
      await storage.delete(written.splice(0));
    },
  };
}

export type UploadBatch = ReturnType<typeof createUploadBatch>;
