import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads a list of proxy addresses', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe.each(drivers)('a server facing customers directly, on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { TRUST_PROXY: 'false' });
  });
  afterAll(() => server.close());

  it('keeps counting one client against its per-IP limit however it forges X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`${server.baseUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
        body: JSON.stringify({ email: `reader${attempt}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});
