import { describe, expect, it } from 'vitest';
import { STAFF_SESSION } from '../src';
import { fileTestServer } from './support/file-test-server';
import { recordedSession } from './support/recorded-session';
import { fail, ok, type RecordedRequest } from './support/test-server';

const server = fileTestServer();

/** A back-office session: the staff tokens and what the client reported. */
const staffSession = (initial: { token: string | null; refreshToken: string | null }) =>
  recordedSession(server.baseUrl, initial, { session: STAFF_SESSION });

const staff = {
  id: '5b0c7f0e-2f47-4f49-9d8e-3d6b8a1f2c10',
  email: 'priya@startwise.in',
  fullName: 'Priya Nair',
  role: 'operator',
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

const onlyFor = (token: string) => (request: RecordedRequest) =>
  request.headers.authorization === `Bearer ${token}` ? ok({ staff }) : fail(401, 'Session expired');

describe('a staff session (session: STAFF_SESSION)', () => {
  it('renews an expired access token with POST /admin/auth/refresh, never the customers’ refresh', async () => {
    const { state, api } = staffSession({ token: 'old', refreshToken: 'staff-refresh-1' });
    server.route('GET', '/admin/me', onlyFor('new'));
    server.route('POST', '/admin/auth/refresh', (request) =>
      JSON.parse(request.body.toString()).refreshToken === 'staff-refresh-1'
        ? ok({ token: 'new', refreshToken: 'staff-refresh-2' })
        : fail(401, 'Refresh token revoked'),
    );

    const { staff: me } = await api.get('/admin/me');

    expect(me.fullName).toBe('Priya Nair');
    expect(state.refreshed).toEqual([{ token: 'new', refreshToken: 'staff-refresh-2' }]);
    expect(server.received('POST', '/users/refresh-token')).toHaveLength(0);
    expect(server.received('GET', '/admin/me').map((request) => request.headers.authorization)).toEqual([
      'Bearer old',
      'Bearer new',
    ]);
  });

  it('ends the session when the staff refresh token is refused', async () => {
    const { state, api } = staffSession({ token: 'old', refreshToken: 'revoked' });
    server.route('GET', '/admin/me', fail(401, 'Session expired'));
    server.route('POST', '/admin/auth/refresh', fail(401, 'Refresh token revoked'));

    await expect(api.get('/admin/me')).rejects.toMatchObject({ status: 401 });

    expect(state.expired).toBe(1);
    expect(state.refreshed).toEqual([]);
  });

  it.each([
    ['/admin/auth/login', { email: 'priya@startwise.in', password: 'wrong password!' }],
    ['/admin/auth/verify', { email: 'priya@startwise.in', otp: '123456' }],
  ] as const)('a 401 from %s means wrong credentials: no refresh, the session is not ended', async (path, body) => {
    const { state, api } = staffSession({ token: 'stale', refreshToken: 'staff-refresh-1' });
    server.route('POST', path, fail(401, 'Invalid email or password'));

    await expect(api.post(path, { body } as never)).rejects.toMatchObject({ status: 401 });

    expect(server.received('POST', '/admin/auth/refresh')).toHaveLength(0);
    expect(state.expired).toBe(0);
  });
});
