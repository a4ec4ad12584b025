import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHING_BUSY_MESSAGE } from '../src/modules/accounts/passwords.js';
import { newCustomer } from './support/accounts-client.js';
import { type ApiAnswer, callApi, nextIp } from './support/api-call.js';
import { createService } from './support/payments-fixtures.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

const BURST = 12;

/** An answer and when it came, in ms since the burst started. */
async function timed(started: number, call: Promise<ApiAnswer>) {
  const answer = await call;
  return { ...answer, after: performance.now() - started };
}

describe.each(drivers)('a login storm on %s', (driver) => {
  let server: TestServer;
  let slug: string;
  const customer = newCustomer();
  beforeAll(async () => {
    // The production scrypt cost, one hash at a time and two waiting: a dozen logins at once overflow it.
    server = await startTestServer(
      driver,
      {},
      {
        accounts: { hashingLimits: { concurrency: 1, queue: 2, maxWaitMs: 60_000 } },
      },
    );
    slug = (await createService(server, { fields: [] })).slug;
    expect((await callApi(server, nextIp(), 'POST', '/users/register', customer)).status).toBe(201);
  });
  afterAll(() => server.close());

  it('refuses the logins beyond the hashing queue at once with 429, and the catalog keeps answering', async () => {
    const started = performance.now();
    const logins = Array.from({ length: BURST }, () =>
      timed(
        started,
        callApi(server, nextIp(), 'POST', '/users/login', { email: customer.email, password: 'a wrong password' }),
      ),
    );
    const catalog = Array.from({ length: 6 }, (_, index) =>
      timed(
        started,
        callApi(server, nextIp(), 'GET', index % 2 ? `/public/services/${slug}` : '/services/top-categories?limit=6'),
      ),
    );
    const answers = await Promise.all(logins);

    const shed = answers.filter((answer) => answer.status === 429);
    const checked = answers.filter((answer) => answer.status === 401);
    expect(shed.length + checked.length).toBe(BURST);
    expect(shed.length).toBeGreaterThan(0);
    expect(checked.length).toBeGreaterThanOrEqual(3);
    for (const answer of shed) {
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(answer.body).toEqual({ success: false, message: HASHING_BUSY_MESSAGE, retryAfter: 1 });
    }
    // Refused without waiting for the hashes in front of it: every refusal comes before the last checked password.
    const lastChecked = Math.max(...checked.map((answer) => answer.after));
    expect(Math.max(...shed.map((answer) => answer.after))).toBeLessThan(lastChecked);

    const reads = await Promise.all(catalog);
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(Math.max(...reads.map((read) => read.after))).toBeLessThan(lastChecked);
  });
});
