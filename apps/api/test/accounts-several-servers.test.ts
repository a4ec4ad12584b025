import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import { newCustomer } from './support/accounts-client.js';
import { type MailSink, startMailSink } from './support/mail-sink.js';
import { drivers, openTestDatabase } from './support/test-server.js';

type App = Awaited<ReturnType<typeof buildApp>>;

describe.each(drivers)('several server processes on one database (%s)', (driver) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let sink: MailSink;
  const servers: { app: App; baseUrl: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(driver);
    dataDir = mkdtempSync(join(tmpdir(), 'startwise-limits-'));
    sink = await startMailSink();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'shared-secret-of-both-servers-0123456789',
      SMTP_URL: sink.url,
      TRUST_PROXY: 'loopback',
    });
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({
        config,
        db: database.db,
        validateResponses: true,
        accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } },
        mail: { pollMs: 50, retryBaseMs: 200 },
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address() as { port: number };
      servers.push({ app, baseUrl: `http://127.0.0.1:${address.port}` });
    }
  });
  afterAll(async () => {
    for (const { app } of servers) await app.close();
    await database.close();
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts login attempts from one address on both servers together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const { baseUrl } = servers[i % 2] as { baseUrl: string };
      const response = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ email: `spray.${i}@example.in`, password: 'password1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('delivers each queued mail exactly once although both outbox workers poll the same table', async () => {
    const customers = Array.from({ length: 12 }, () => newCustomer());
    await Promise.all(
      customers.map(async (customer, i) => {
        const { baseUrl } = servers[i % 2] as { baseUrl: string };
        const response = await fetch(`${baseUrl}/api/users/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${100 + i}` },
          body: JSON.stringify(customer),
        });
        expect(response.status).toBe(201);
      }),
    );
    for (const customer of customers) await sink.nextMailTo(customer.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.inbox).toHaveLength(0);
  });
});
