import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  AUTH_STORAGE_KEYS,
  authError,
  authMachine,
  authMessage,
  currentUser,
  isAuthenticated,
  memoryStorage,
  provideAuthServices,
  readPersistedAuth,
  rememberMeStorage,
  webStorage,
  withAuthStorage,
} from '../../src/machines/auth/index.js';
import { CODE, EMAIL, PASSWORD, session, user } from './auth-fixtures.js';

// Examples of what the model-based test walks generically: the wiring a storefront relies on.

describe('auth machine wiring', () => {
  it('refuses to run without the storefront providing its side effects', () => {
    const actor = createActor(authMachine);
    actor.subscribe({ error: () => {} });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('provide me');
  });

  it('reports an unprovided actor as a failure instead of hanging', async () => {
    const actor = createActor(withAuthStorage(authMachine, memoryStorage())).start();
    actor.send({ type: 'LOGIN', email: EMAIL, password: PASSWORD });
    await waitFor(actor, (snapshot) => snapshot.matches({ guest: { signedOut: 'failed' } }));
    expect(authError(actor.getSnapshot())).toContain('provide me');
  });

  it('cancels the request when the visitor leaves the step (the abort signal reaches the API client)', async () => {
    const signals: AbortSignal[] = [];
    const machine = withAuthStorage(
      provideAuthServices(authMachine, {
        login: async () => ({ twoFactorRequired: true, email: EMAIL }),
        verifyTwoFactor: (_input, signal) => {
          signals.push(signal);
          return new Promise<never>(() => {});
        },
      }),
      memoryStorage(),
    );
    const actor = createActor(machine).start();
    actor.send({ type: 'LOGIN', email: EMAIL, password: PASSWORD });
    await waitFor(actor, (snapshot) => snapshot.matches({ guest: 'twoFactor' }));
    actor.send({ type: 'SUBMIT_CODE', code: CODE });
    expect(signals[0]?.aborted).toBe(false);
    actor.send({ type: 'CANCEL' });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('checks a stored token with /users/me on start and signs out on a 401', async () => {
    const storage = memoryStorage();
    const fetchMe = vi.fn(async () => {
      throw Object.assign(new Error('Unauthorized'), { status: 401 });
    });
    const machine = withAuthStorage(provideAuthServices(authMachine, { fetchMe }), storage);
    const actor = createActor(machine, { input: { token: 'old', refreshToken: 'old-refresh', user } }).start();
    expect(isAuthenticated(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('guest'));
    expect(fetchMe).toHaveBeenCalledOnce();
    expect(authError(actor.getSnapshot())).toBe('Session expired');
    expect(storage.entries()).toEqual({});
  });

  it('clears the session and every persisted key even when the logout call fails', async () => {
    const storage = memoryStorage();
    const machine = withAuthStorage(
      provideAuthServices(authMachine, {
        fetchMe: async () => user,
        logout: async () => {
          throw new Error('Network error. Please check your connection and try again.');
        },
      }),
      storage,
    );
    const actor = createActor(machine, { input: { ...session } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches({ authenticated: 'idle' }));
    expect(storage.get(AUTH_STORAGE_KEYS.token)).toBe(session.token);
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('guest'));
    expect(currentUser(actor.getSnapshot())).toBeNull();
    expect(authMessage(actor.getSnapshot())).toBe('Successfully logged out');
    expect(storage.entries()).toEqual({});
  });
});

describe('auth storage', () => {
  it('reads back what it wrote, and treats damaged entries as absent', () => {
    const storage = memoryStorage({ token: 't', user: '{not json', authStep: 'somewhere', codeExpiresAt: 'soon' });
    expect(readPersistedAuth(storage)).toEqual({
      token: 't',
      refreshToken: null,
      user: null,
      authStep: 'login',
      tempEmail: null,
      codeExpiresAt: null,
    });
  });

  it('adapts window.localStorage-like objects', () => {
    const backing = new Map<string, string>();
    const storage = webStorage({
      getItem: (key) => backing.get(key) ?? null,
      setItem: (key, value) => void backing.set(key, value),
      removeItem: (key) => void backing.delete(key),
    });
    storage.set('token', 'abc');
    expect(storage.get('token')).toBe('abc');
    storage.remove('token');
    expect(backing.size).toBe(0);
  });

  it('"Remember me" unticked keeps the keys for this browser session only', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    const storage = rememberMeStorage(local, session);
    storage.remember(false);
    storage.set('token', 'short-lived');
    expect(session.entries()).toEqual({ token: 'short-lived' });
    expect(local.entries()).toEqual({});
    storage.remember(true);
    storage.set('token', 'kept');
    expect(local.entries()).toEqual({ token: 'kept' });
    expect(session.entries()).toEqual({});
    expect(storage.get('token')).toBe('kept');
    storage.remove('token');
    expect(storage.get('token')).toBeNull();
  });
});
