import type { Readable } from 'node:stream';

/** A stored object and when it was written (the orphan sweep leaves young ones alone). */
export interface StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Where customer uploads live, under keys the server generates: the local folder (one machine) or S3-compatible
 * object storage (several instances). Nothing is ever served from it directly.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Stores `size` bytes from `body` under `key`. */
  put(key: string, body: Readable, size: number): Promise<void>;
  /** The object's bytes; rejects with `StoredObjectMissing` when there is none. */
  get(key: string): Promise<{ size: number; stream: Readable }>;
  /** Removes the objects; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every stored object, in no particular order. */
  list(): AsyncIterable<StoredObject>;
}

export class StoredObjectMissing extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StoredObjectMissing';
  }
}

/** Keys are server-generated UUIDs: anything else is a bug or an attack, never a path to follow. */
export const isStorageKey = (key: string) => /^[0-9a-f-]{36}$/.test(key);

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('Not a stored upload key');
  return key;
}
