import { afterAll, beforeAll } from 'vitest';

/**
 * A server or database for the calling `describe` block: opened before its tests, closed after them. Read
 * `current` inside tests (it is set once `beforeAll` has run).
 */
export function openForBlock<T extends { close(): Promise<unknown> }>(open: () => Promise<T>): { readonly current: T } {
  const handle = {} as { current: T };
  beforeAll(async () => {
    handle.current = await open();
  });
  afterAll(() => handle.current.close());
  return handle;
}
