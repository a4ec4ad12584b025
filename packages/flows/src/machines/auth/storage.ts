import type { AuthMachine } from './session-machine.js';
import type { AuthStep, AuthUser, PersistedAuth } from './types.js';

/**
 * Where the auth keys live between visits. The machine never touches window storage itself: the app injects one
 * (webStorage(localStorage) normally; webStorage(sessionStorage) when "Remember me" is unticked, or
 * rememberMeStorage to decide at login time; memoryStorage() in tests and on the server).
 */
export interface AuthStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Spec 3 "Persisted browser keys", plus the two-factor deadline so a reload keeps the real time left. */
export const AUTH_STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  user: 'user',
  authStep: 'authStep',
  tempEmail: 'tempEmail',
  codeExpiresAt: 'codeExpiresAt',
} as const;

const AUTH_STEPS: readonly AuthStep[] = ['login', 'two-factor', 'email-verification'];

function parseUser(text: string | null): AuthUser | null {
  if (!text) return null;
  try {
    const user: unknown = JSON.parse(text);
    return typeof user === 'object' && user !== null && 'email' in user ? (user as AuthUser) : null;
  } catch {
    // A damaged entry is treated as absent: the user signs in again rather than the app failing to start.
    return null;
  }
}

/** The machine's input: what the previous visit left behind. */
export function readPersistedAuth(storage: AuthStorage): PersistedAuth {
  const step = storage.get(AUTH_STORAGE_KEYS.authStep);
  const expiresAt = Number(storage.get(AUTH_STORAGE_KEYS.codeExpiresAt));
  return {
    token: storage.get(AUTH_STORAGE_KEYS.token),
    refreshToken: storage.get(AUTH_STORAGE_KEYS.refreshToken),
    user: parseUser(storage.get(AUTH_STORAGE_KEYS.user)),
    authStep: AUTH_STEPS.find((known) => known === step) ?? 'login',
    tempEmail: storage.get(AUTH_STORAGE_KEYS.tempEmail),
    codeExpiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
  };
}

/** Writes every key that has a value and removes the rest, so a signed-out context leaves nothing behind. */
export function writePersistedAuth(storage: AuthStorage, auth: PersistedAuth): void {
  const values: Record<keyof typeof AUTH_STORAGE_KEYS, string | null> = {
    token: auth.token ?? null,
    refreshToken: auth.refreshToken ?? null,
    user: auth.user ? JSON.stringify(auth.user) : null,
    authStep: auth.authStep && auth.authStep !== 'login' ? auth.authStep : null,
    tempEmail: auth.tempEmail ?? null,
    codeExpiresAt: auth.codeExpiresAt ? String(auth.codeExpiresAt) : null,
  };
  for (const name of Object.keys(AUTH_STORAGE_KEYS) as (keyof typeof AUTH_STORAGE_KEYS)[]) {
    const value = values[name];
    if (value === null) storage.remove(AUTH_STORAGE_KEYS[name]);
    else storage.set(AUTH_STORAGE_KEYS[name], value);
  }
}

/** The machine with its `persist` action writing to `storage`. */
export function withAuthStorage(machine: AuthMachine, storage: AuthStorage): AuthMachine {
  return machine.provide({
    actions: { persist: ({ context }) => writePersistedAuth(storage, context) },
  });
}

/** The shape of window.localStorage / window.sessionStorage. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function webStorage(target: WebStorageLike): AuthStorage {
  return {
    get: (key) => target.getItem(key),
    set: (key, value) => target.setItem(key, value),
    remove: (key) => target.removeItem(key),
  };
}

export function memoryStorage(
  initial: Record<string, string> = {},
): AuthStorage & { entries(): Record<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    entries: () => Object.fromEntries(values),
  };
}

/**
 * "Remember me": keys go to `persistent` (e.g. localStorage) when remembered, else to `sessionOnly` (e.g.
 * sessionStorage, gone when the browser closes). The login form calls remember(checked) before sending LOGIN.
 * Reads look in both, so either kind of earlier visit is resumed.
 */
export function rememberMeStorage(
  persistent: AuthStorage,
  sessionOnly: AuthStorage,
): AuthStorage & { remember(remembered: boolean): void } {
  let remembered = true;
  return {
    remember: (value) => {
      remembered = value;
    },
    get: (key) => sessionOnly.get(key) ?? persistent.get(key),
    set: (key, value) => {
      (remembered ? persistent : sessionOnly).set(key, value);
      (remembered ? sessionOnly : persistent).remove(key);
    },
    remove: (key) => {
      persistent.remove(key);
      sessionOnly.remove(key);
    },
  };
}
