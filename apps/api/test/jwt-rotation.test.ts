import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { apiClient, setUpAccountsServer, signUp } from './support/accounts-client.js';
import type { TestServer } from './support/test-server.js';
import { drivers } from './support/test-server.js';

const OLD_SECRET = 'test-secret-that-is-long-enough-0123456789';
const NEW_SECRET = 'the-rotated-secret-that-is-long-enough-9876543210';

/** Another server on the same database, as a redeploy with other settings would start. */
async function redeploy(server: TestServer, env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'startwise-rotation-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: 'loopback', ...env });
  const app = await buildApp({
    config,
    db: server.database.db,
    validateResponses: true,
    accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.each(drivers)('rotating JWT_SECRET on %s', (driver) => {
  const fixture = setUpAccountsServer(driver);
  const redeployed: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const server of redeployed) await server.close();
  });

  it('keeps customers signed in while JWT_SECRET_PREVIOUS holds the old secret, and moves them to the new one', async () => {
    const { token, refreshToken } = await signUp(apiClient(fixture.server), fixture.sink);

    const rotating = await redeploy(fixture.server, { JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: OLD_SECRET });
    const rotatedOnly = await redeploy(fixture.server, { JWT_SECRET: NEW_SECRET });
    redeployed.push(rotating, rotatedOnly);
    const during = apiClient(rotating);
    const after = apiClient(rotatedOnly);

    // An access token signed before the rotation still works while the previous secret is accepted...
    expect((await during.get('/users/me', token)).status).toBe(200);
    // ...and not once it is dropped.
    expect((await after.get('/users/me', token)).status).toBe(401);

    // The old refresh token is exchanged for a pair under the new secret, which needs no previous secret.
    const refreshed = await during.post('/users/refresh-token', { refreshToken });
    expect(refreshed.status).toBe(200);
    const renewed = refreshed.body.data as { token: string; refreshToken: string };
    expect((await after.get('/users/me', renewed.token)).status).toBe(200);
    expect((await after.post('/users/refresh-token', { refreshToken: renewed.refreshToken })).status).toBe(200);
  });
});
