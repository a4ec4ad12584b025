import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

/**
 * The test server of the calling test file: started before its tests, emptied of routes and requests before each
 * test, closed after the file. Use it inside tests (it exists once `beforeAll` has run).
 */
export function fileTestServer(): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => server?.reset());
  const started = (): TestServer => {
    if (!server) throw new Error('The test server starts in beforeAll: use it inside tests and hooks');
    return server;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get requests() {
      return started().requests;
    },
    route: (method, path, handler) => started().route(method, path, handler),
    received: (method, path) => started().received(method, path),
    reset: () => started().reset(),
    close: () => started().close(),
  };
}
