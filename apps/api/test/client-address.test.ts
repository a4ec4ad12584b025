import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { openForBlock } from './support/open-for-block.js';
import { drivers, startTestServer } from './support/test-server.js';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads a list of proxy addresses', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x', TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
  });
});

describe.each(drivers)('a server facing customers directly, on %s', (driver) => {
  const server = openForBlock(() => startTestServer(driver, { TRUST_PROXY: 'false' }));

  it('keeps counting one client against its per-IP limit however it forges X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await fetch(`${server.current.baseUrl}/api/newsletter/subscribe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
        body: JSON.stringify({ email: `reader${attempt}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);
  });
});
