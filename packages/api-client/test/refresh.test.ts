import { describe, expect, it } from 'vitest';
import type { TokenPair } from '../src';
import { fileTestServer } from './support/file-test-server';
import { recordedSession } from './support/recorded-session';
import { fail, ok, type RecordedRequest } from './support/test-server';

const server = fileTestServer();

/** The session of a customer's browser against the test server. */
const session = (initial: { token: string | null; refreshToken: string | null }) =>
  recordedSession(server.baseUrl, initial);

/** Accepts only `Bearer <token>`; anything else is an expired session. */
function onlyFor(token: string, reply: (request: RecordedRequest) => ReturnType<typeof ok>) {
  return (request: RecordedRequest) =>
    request.headers.authorization === `Bearer ${token}` ? reply(request) : fail(401, 'Session expired');
}

/** The refresh endpoint: swaps `refreshToken` for a new pair, after `delayMs`. */
function rotates(from: string, to: TokenPair, delayMs = 0) {
  return (request: RecordedRequest) => {
    const { refreshToken } = JSON.parse(request.body.toString()) as { refreshToken: string };
    return refreshToken === from ? { ...ok(to), delayMs } : fail(401, 'Refresh token revoked');
  };
}

describe('refresh on 401', () => {
  it('refreshes the session, stores the new pair and retries the request once with the new token', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'refresh-1' });
    server.route(
      'GET',
      '/users/me',
      onlyFor('new', () => ok({ user: { fullName: 'Asha Rao' } })),
    );
    server.route('POST', '/users/refresh-token', rotates('refresh-1', { token: 'new', refreshToken: 'refresh-2' }));

    const { user } = await api.get('/users/me');

    expect(user.fullName).toBe('Asha Rao');
    expect(state.refreshed).toEqual([{ token: 'new', refreshToken: 'refresh-2' }]);
    expect(server.received('GET', '/users/me').map((request) => request.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
    const [refreshCall] = server.received('POST', '/users/refresh-token');
    expect(refreshCall?.headers).not.toHaveProperty('authorization');
    expect(JSON.parse(refreshCall?.body.toString() ?? '')).toEqual({ refreshToken: 'refresh-1' });
    expect(state.expired).toBe(0);
  });

  it('replays the original POST body on the retry', async () => {
    const { api } = session({ token: 'old', refreshToken: 'refresh-1' });
    server.route(
      'POST',
      '/users/change-password',
      onlyFor('new', () => ok({}, 'Password changed successfully')),
    );
    server.route('POST', '/users/refresh-token', rotates('refresh-1', { token: 'new', refreshToken: 'refresh-2' }));

    const { message } = await api.callWithMessage('post', '/users/change-password', {
      body: { currentPassword: 'secret1', newPassword: 'secret22' },
    });

    expect(message).toBe('Password changed successfully');
    const bodies = server
      .received('POST', '/users/change-password')
      .map((request) => JSON.parse(request.body.toString()));
    expect(bodies).toEqual([
      { currentPassword: 'secret1', newPassword: 'secret22' },
      { currentPassword: 'secret1', newPassword: 'secret22' },
    ]);
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'refresh-1' });
    server.route(
      'GET',
      '/users/me',
      onlyFor('new', () => ok({ user: { fullName: 'Asha Rao' } })),
    );
    server.route(
      'GET',
      '/public/services/submissions/all',
      onlyFor('new', () => ok({ submissions: [] })),
    );
    server.route(
      'GET',
      '/payment/transactions',
      onlyFor('new', () => ok({ transactions: [], pagination: {} })),
    );
    // Slow enough that every 401 arrives while the refresh is still running.
    server.route(
      'POST',
      '/users/refresh-token',
      rotates('refresh-1', { token: 'new', refreshToken: 'refresh-2' }, 100),
    );

    const [me, submissions, transactions] = await Promise.all([
      api.get('/users/me'),
      api.get('/public/services/submissions/all'),
      api.get('/payment/transactions'),
    ]);

    expect(me.user.fullName).toBe('Asha Rao');
    expect(submissions.submissions).toEqual([]);
    expect(transactions.transactions).toEqual([]);
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(1);
    expect(state.refreshed).toHaveLength(1);
  });

  it('a 401 arriving after another request renewed the session retries with the new token, without refreshing', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'refresh-1' });
    server.route(
      'GET',
      '/users/me',
      onlyFor('new', () => ok({ user: { fullName: 'Asha Rao' } })),
    );
    // The list answers its 401 late, after /users/me has already refreshed.
    server.route('GET', '/public/services/submissions/all', (request) =>
      request.headers.authorization === 'Bearer new'
        ? ok({ submissions: [] })
        : { ...fail(401, 'Session expired'), delayMs: 150 },
    );
    server.route('POST', '/users/refresh-token', rotates('refresh-1', { token: 'new', refreshToken: 'refresh-2' }));

    await Promise.all([api.get('/users/me'), api.get('/public/services/submissions/all')]);

    expect(server.received('POST', '/users/refresh-token')).toHaveLength(1);
    expect(state.refreshed).toHaveLength(1);
    expect(server.received('GET', '/public/services/submissions/all')).toHaveLength(2);
  });

  it('when the refresh fails: onSessionExpired, and the call rejects with the 401', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'stolen-and-used' });
    server.route('GET', '/users/me', fail(401, 'Session expired'));
    server.route('POST', '/users/refresh-token', fail(401, 'Refresh token revoked'));

    await expect(api.get('/users/me', { fallbackMessage: 'Failed to fetch user profile' })).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });

    expect(state.expired).toBe(1);
    expect(state.refreshed).toEqual([]);
    expect(server.received('GET', '/users/me')).toHaveLength(1);
  });

  it('concurrent failures end the session once', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'revoked' });
    server.route('GET', '/users/me', fail(401, 'Session expired'));
    server.route('GET', '/payment/transactions', fail(401, 'Session expired'));
    server.route('POST', '/users/refresh-token', { ...fail(401, 'Refresh token revoked'), delayMs: 100 });

    const results = await Promise.allSettled([api.get('/users/me'), api.get('/payment/transactions')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(1);
    expect(state.expired).toBe(1);
  });

  it('without a refresh token a signed-in 401 ends the session at once', async () => {
    server.route('GET', '/users/me', fail(401, 'Session expired'));
    const { state, api } = session({ token: 'old', refreshToken: null });

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401 });

    expect(state.expired).toBe(1);
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(0);
  });

  it('never loops: a retry that is refused again is not refreshed again', async () => {
    const { state, api } = session({ token: 'old', refreshToken: 'refresh-1' });
    server.route('GET', '/users/me', fail(401, 'Account disabled'));
    server.route('POST', '/users/refresh-token', rotates('refresh-1', { token: 'new', refreshToken: 'refresh-2' }));

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401, message: 'Account disabled' });

    expect(server.received('POST', '/users/refresh-token')).toHaveLength(1);
    expect(server.received('GET', '/users/me')).toHaveLength(2);
    expect(state.expired).toBe(1);
  });

  it('a 401 from login means wrong credentials: no refresh', async () => {
    const { state, api } = session({ token: 'stale', refreshToken: 'refresh-1' });
    server.route('POST', '/users/login', fail(401, 'Invalid email or password'));

    const login = api.post('/users/login', { body: { email: 'asha@example.com', password: 'nope12' } });

    await expect(login).rejects.toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(0);
    expect(state.expired).toBe(0);
  });

  it('a 401 to a request sent without a token is not refreshed', async () => {
    server.route('GET', '/users/me', fail(401, 'Not signed in'));
    const { state, api } = session({ token: null, refreshToken: 'refresh-1' });

    await expect(api.get('/users/me')).rejects.toMatchObject({ status: 401, message: 'Not signed in' });
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(0);
    expect(state.expired).toBe(0);
  });
});
