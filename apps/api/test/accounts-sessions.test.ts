import { describe, expect, it } from 'vitest';
import { apiClient, setUpAccountsServer, signUp } from './support/accounts-client.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('sessions on %s', (driver) => {
  const accounts = setUpAccountsServer(driver);

  it('rotates the refresh token on every use', async () => {
    const client = apiClient(accounts.server);
    const { refreshToken } = await signUp(client, accounts.sink);
    const first = await client.post('/users/refresh-token', { refreshToken });
    expect(first.status).toBe(200);
    const next = first.body.data.refreshToken;
    expect(next).not.toBe(refreshToken);
    expect((await client.get('/users/me', first.body.data.token)).status).toBe(200);
    const second = await client.post('/users/refresh-token', { refreshToken: next });
    expect(second.status).toBe(200);
    expect(second.body.data.refreshToken).not.toBe(next);
  });

  it('treats reuse of a used refresh token as theft: the whole session family is revoked', async () => {
    const client = apiClient(accounts.server);
    const { refreshToken } = await signUp(client, accounts.sink);
    const rotated = await client.post('/users/refresh-token', { refreshToken });
    const successor = rotated.body.data.refreshToken;
    accounts.clock.advance(11);

    const reuse = await client.post('/users/refresh-token', { refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toBe('Session expired');
    // The thief's replay also ended the rightful holder's session.
    expect((await client.post('/users/refresh-token', { refreshToken: successor })).status).toBe(401);
    expect((await client.get('/users/me', rotated.body.data.token)).status).toBe(401);
  });

  it('gives two tabs refreshing at once a grace: the late one is refused but the session lives on', async () => {
    const client = apiClient(accounts.server);
    const { refreshToken } = await signUp(client, accounts.sink);
    const [a, b] = await Promise.all([
      client.post('/users/refresh-token', { refreshToken }),
      client.post('/users/refresh-token', { refreshToken }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 401]);
    const winner = a.status === 200 ? a : b;
    expect((await client.post('/users/refresh-token', { refreshToken: winner.body.data.refreshToken })).status).toBe(
      200,
    );
  });

  it('expires access tokens after 15 minutes while the refresh token still works', async () => {
    const client = apiClient(accounts.server);
    const { token, refreshToken } = await signUp(client, accounts.sink);
    accounts.clock.advance(14 * 60);
    expect((await client.get('/users/me', token)).status).toBe(200);
    accounts.clock.advance(61);
    const expired = await client.get('/users/me', token);
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('Session expired');
    const refreshed = await client.post('/users/refresh-token', { refreshToken });
    expect((await client.get('/users/me', refreshed.body.data.token)).status).toBe(200);
  });

  it('ends a session 30 days after sign-in however often it was refreshed', async () => {
    const client = apiClient(accounts.server);
    let { refreshToken } = await signUp(client, accounts.sink);
    for (let day = 0; day < 3; day++) {
      accounts.clock.advance(10 * 24 * 60 * 60 - 60);
      const refreshed = await client.post('/users/refresh-token', { refreshToken });
      expect(refreshed.status).toBe(200);
      refreshToken = refreshed.body.data.refreshToken;
    }
    accounts.clock.advance(5 * 60);
    expect((await client.post('/users/refresh-token', { refreshToken })).status).toBe(401);
  });

  it('refuses a made-up refresh token', async () => {
    const answer = await apiClient(accounts.server).post('/users/refresh-token', { refreshToken: 'not-a-real-token' });
    expect(answer.status).toBe(401);
  });
});
