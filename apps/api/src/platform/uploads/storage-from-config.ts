import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { createS3Storage } from './s3-storage.js';

/** The storage the configuration names, and how to let go of it when the server closes. */
export function openObjectStorage(config: StorageConfig): { storage: ObjectStorage; close(): void } {
  if (config.kind === 'local') return { storage: createLocalStorage(config.dir), close: () => undefined };
  const storage = createS3Storage(config);
  return { storage, close: () => storage.close() };
}
