import { describe, expect, it } from 'vitest';
import { createApiClient, createSessionLink, type TokenPair } from '../src';
import { fileTestServer } from './support/file-test-server';
import { fail, ok, type RecordedRequest } from './support/test-server';

const server = fileTestServer();

/** An app's session storage, and what the mounted session component heard. */
function linkedApp(token: string, refreshToken: string) {
  const stored = { token, refreshToken };
  const heard: string[] = [];
  const link = createSessionLink({
    token: () => stored.token,
    refreshToken: () => stored.refreshToken,
    store: (pair: TokenPair) => Object.assign(stored, pair),
  });
  const api = createApiClient({ baseUrl: server.baseUrl, ...link.clientOptions });
  const listener = {
    // The storage already holds the new pair when the session component hears of it.
    tokensRefreshed: (pair: TokenPair) => heard.push(`refreshed ${pair.token} (stored ${stored.token})`),
    sessionExpired: () => heard.push('expired'),
    forbidden: (message: string) => heard.push(`forbidden: ${message}`),
  };
  return { stored, heard, api, connect: () => link.connect(listener) };
}

const meFor = (token: string) => (request: RecordedRequest) =>
  request.headers.authorization === `Bearer ${token}` ? ok({ user: { fullName: 'Asha Rao' } }) : fail(401, 'Expired');

describe('createSessionLink', () => {
  it('stores rotated tokens, then tells the connected session component; 403s and expiries reach it too', async () => {
    const app = linkedApp('old', 'refresh-1');
    const disconnect = app.connect();
    server.route('GET', '/users/me', meFor('new'));
    server.route('POST', '/users/refresh-token', () => ok({ token: 'new', refreshToken: 'refresh-2' }));
    await app.api.get('/users/me');
    expect(app.stored).toEqual({ token: 'new', refreshToken: 'refresh-2' });

    server.route('GET', '/users/me', fail(403, 'Not yours'));
    await expect(app.api.get('/users/me')).rejects.toMatchObject({ status: 403 });

    server.route('GET', '/users/me', meFor('newer'));
    server.route('POST', '/users/refresh-token', fail(401, 'Refresh token revoked'));
    await expect(app.api.get('/users/me')).rejects.toMatchObject({ status: 401 });

    expect(app.heard).toEqual([
      'refreshed new (stored new)',
      'forbidden: You do not have permission to perform this action.',
      'expired',
    ]);
    disconnect();
  });

  it('tells nobody once the session component has disconnected, and still stores the tokens', async () => {
    const app = linkedApp('old', 'refresh-1');
    app.connect()();
    server.route('GET', '/users/me', meFor('new'));
    server.route('POST', '/users/refresh-token', () => ok({ token: 'new', refreshToken: 'refresh-2' }));
    await app.api.get('/users/me');
    expect(app.stored.token).toBe('new');
    expect(app.heard).toEqual([]);
  });
});
