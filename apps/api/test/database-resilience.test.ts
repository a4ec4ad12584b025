import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, nextIp } from './support/api-call.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

/** Runs `query` on the server's own database through a separate admin connection (psql as an operator would). */
async function asOperator<T>(server: TestServer, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  const result = await server.database.db.execute(sql`select current_database() as name`);
  const { rows } = result as unknown as { rows: { name: string }[] };
  url.pathname = `/${rows[0]?.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What an operator (or a failover) does: end every other connection to this database. */
const TERMINATE_OTHERS = `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
  WHERE datname = current_database() AND pid <> pg_backend_pid()`;

async function waitUntil(condition: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

describe.each(drivers)('health on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('reports liveness with the database state, and readiness for traffic', async () => {
    const live = await callApi(server, nextIp(), 'GET', '/health');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
    const ready = await callApi(server, nextIp(), 'GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ success: true, data: { status: 'ready', database: 'ok' } });
  });
});

// Terminating backends needs a PostgreSQL server; PGlite runs inside the process and has no connections to lose.
describe.each(drivers.filter((driver) => driver === 'postgres'))('lost database connections on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('survives its idle connections being terminated and reconnects for the next request', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all(Array.from({ length: 5 }, () => callApi(server, nextIp(), 'GET', '/health/ready')));
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

    const terminated = await asOperator(server, async (operator) => {
      const { rowCount } = await operator.query(TERMINATE_OTHERS);
      await waitUntil(
        async () => (await operator.query(TERMINATE_OTHERS)).rowCount === 0,
        'the terminated connections are gone',
      );
      return rowCount;
    });
    expect(terminated).toBeGreaterThan(0);
    // Give node-postgres the moment it needs to notice; an unhandled 'error' would end this process here.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const next = await callApi(server, nextIp(), 'GET', '/health/ready');
    expect(next.status).toBe(200);
    const login = await callApi(server, nextIp(), 'POST', '/users/login', {
      email: 'nobody@example.in',
      password: 'wrong password',
    });
    expect(login.status).toBe(401);
  });

  it('answers 503 with Retry-After to the request whose connection died, and serves the next one', async () => {
    const ip = nextIp();
    const credentials = { email: 'nobody.else@example.in', password: 'wrong password' };
    const answer = await asOperator(server, async (operator) => {
      // Hold the users table, so the login's query waits on the lock while its connection is terminated.
      await operator.query('BEGIN');
      await operator.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      // The backends waiting for the users table: the login's is the one that was not waiting before it was sent
      // (a background job may wait on the lock too). pg_locks, not pg_stat_activity's query text: the login waits
      // while its statement is parsed, before pg_stat_activity shows it.
      const waitersOnUsers = async () =>
        new Set(
          (
            await operator.query<{ pid: number }>(
              `SELECT pid FROM pg_locks WHERE relation = 'users'::regclass AND NOT granted`,
            )
          ).rows.map((row) => row.pid),
        );
      const waitingBefore = await waitersOnUsers();
      const pending = callApi(server, ip, 'POST', '/users/login', credentials);
      await waitUntil(
        async () => [...(await waitersOnUsers())].some((pid) => !waitingBefore.has(pid)),
        'the login waits on the lock',
      );
      await operator.query(TERMINATE_OTHERS);
      await operator.query('ROLLBACK');
      return pending;
    });

    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.body).toEqual({
      success: false,
      message: 'The service is briefly unavailable. Please try again in a moment.',
      retryAfter: 2,
    });

    const retried = await callApi(server, ip, 'POST', '/users/login', credentials);
    expect(retried.status).toBe(401);
    const ready = await callApi(server, nextIp(), 'GET', '/health/ready');
    expect(ready.status).toBe(200);
  });
});
