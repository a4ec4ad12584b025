import type { AuthStorage } from '../auth/storage.js';
import type { StaffSessionMachine } from './staff-session.machine.js';
import type { PersistedStaffSession } from './types.js';

/**
 * The staff session's keys. The back office shares its origin with the storefront, so its keys are its own: a
 * customer's session and a staff session in one browser never read each other's tokens.
 */
export const STAFF_STORAGE_KEYS = {
  token: 'staff.token',
  refreshToken: 'staff.refreshToken',
  pendingEmail: 'staff.pendingEmail',
  codeExpiresAt: 'staff.codeExpiresAt',
} as const;

/** The machine's input: what the previous visit left behind. */
export function readStaffSession(storage: AuthStorage): PersistedStaffSession {
  const expiresAt = Number(storage.get(STAFF_STORAGE_KEYS.codeExpiresAt));
  return {
    token: storage.get(STAFF_STORAGE_KEYS.token),
    refreshToken: storage.get(STAFF_STORAGE_KEYS.refreshToken),
    pendingEmail: storage.get(STAFF_STORAGE_KEYS.pendingEmail),
    codeExpiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
  };
}

/** Writes every key that has a value and removes the rest, so signing out leaves nothing behind. */
export function writeStaffSession(storage: AuthStorage, session: PersistedStaffSession): void {
  const values: Record<keyof typeof STAFF_STORAGE_KEYS, string | null> = {
    token: session.token ?? null,
    refreshToken: session.refreshToken ?? null,
    pendingEmail: session.pendingEmail ?? null,
    codeExpiresAt: session.codeExpiresAt ? String(session.codeExpiresAt) : null,
  };
  for (const name of Object.keys(STAFF_STORAGE_KEYS) as (keyof typeof STAFF_STORAGE_KEYS)[]) {
    const value = values[name];
    if (value === null) storage.remove(STAFF_STORAGE_KEYS[name]);
    else storage.set(STAFF_STORAGE_KEYS[name], value);
  }
}

/** The machine with its `persist` action writing to `storage`. */
export function withStaffStorage(machine: StaffSessionMachine, storage: AuthStorage): StaffSessionMachine {
  return machine.provide({ actions: { persist: ({ context }) => writeStaffSession(storage, context) } });
}
