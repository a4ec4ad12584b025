import { describe, expect, it } from 'vitest';
import { readContract } from '../src/platform/http/contract.js';
import { maxParamLengthFor } from '../src/platform/http/framework-errors.js';
import { nextIp } from './support/api-call.js';
import { openForBlock } from './support/open-for-block.js';
import { drivers, startTestServer } from './support/test-server.js';

/** Errors the framework raises before a handler runs still answer in the contract's envelope. */
describe.each(drivers)('framework errors on %s', (driver) => {
  const server = openForBlock(() => startTestServer(driver));

  async function send(method: string, path: string, init: { body?: string; type?: string } = {}) {
    const response = await fetch(`${server.current.baseUrl}/api${path}`, {
      method,
      headers: { 'x-forwarded-for': nextIp(), ...(init.type ? { 'content-type': init.type } : {}) },
      body: init.body,
    });
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = await response.json();
    if (!response.ok) expect(body).toMatchObject({ success: false, message: expect.any(String) });
    return { status: response.status, headers: response.headers, body };
  }

  it('414 for a path parameter longer than any value the contract allows, even percent-encoded', async () => {
    expect(maxParamLengthFor(readContract())).toBe(254 * 3);
    expect((await send('GET', `/public/services/${'a'.repeat(254 * 3 + 1)}`)).status).toBe(414);
    const longestEmail = `${'a'.repeat(240)}@example.in`;
    expect((await send('GET', `/newsletter/status/${encodeURIComponent(longestEmail)}`)).status).toBe(200);
  });

  it('400 for a path that is not valid percent-encoding', async () => {
    expect((await send('GET', '/public/services/%E0%A4%A')).status).toBe(400);
  });

  it('415 for a body of a type the operation does not take', async () => {
    const answer = await send('POST', '/newsletter/subscribe', {
      body: '<email>a@b.in</email>',
      type: 'application/xml',
    });
    expect(answer.status).toBe(415);
  });

  it('413 for a JSON body over the limit', async () => {
    const huge = JSON.stringify({ name: 'A', email: 'a@b.in', message: 'x'.repeat(1024 * 1024 + 1) });
    expect((await send('POST', '/contact', { body: huge, type: 'application/json' })).status).toBe(413);
  });

  it('431 for an address larger than the server reads, before the router', async () => {
    expect((await send('GET', `/public/services/search/services?query=${'x'.repeat(20_000)}`)).status).toBe(431);
  });

  it('404 for a path the contract does not have', async () => {
    expect((await send('GET', '/no-such-thing')).status).toBe(404);
    expect((await send('POST', '/public/services/active/extra')).status).toBe(404);
  });

  it('405 with Allow for a known path asked with another method', async () => {
    const deleted = await send('DELETE', '/users/me');
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD');
    const got = await send('GET', '/contact');
    expect(got.status).toBe(405);
    expect(got.headers.get('allow')).toBe('POST');
    // Static segments and parameters both count: /public/services/active is also /public/services/{slug}.
    const posted = await send('PUT', '/public/services/some-service/submit');
    expect(posted.headers.get('allow')).toBe('POST');
  });
});
