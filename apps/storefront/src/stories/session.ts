import { auth } from '@startwise/flows';
import { customer } from './fixtures/user';

/** Leaves what a remembered sign-in leaves in localStorage; the app resumes it with GET /users/me. */
export function seedSignedInSession() {
  localStorage.setItem(auth.AUTH_STORAGE_KEYS.token, 'story-access-token');
  localStorage.setItem(auth.AUTH_STORAGE_KEYS.refreshToken, 'story-refresh-token');
  localStorage.setItem(auth.AUTH_STORAGE_KEYS.user, JSON.stringify(customer));
}

/** Removes every auth key from both storages, so the next story starts signed out. */
export function clearSession() {
  for (const key of Object.values(auth.AUTH_STORAGE_KEYS)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}

/**
 * Leaves what a login or registration waiting for an emailed code leaves (spec 3 keys authStep and tempEmail), so
 * the code page opens as after a reload; `codeExpiresAt` is the two-factor code's deadline (ms since the epoch).
 */
export function seedPendingCodeStep(step: 'two-factor' | 'email-verification', email: string, codeExpiresAt?: number) {
  localStorage.setItem(auth.AUTH_STORAGE_KEYS.authStep, step);
  localStorage.setItem(auth.AUTH_STORAGE_KEYS.tempEmail, email);
  if (codeExpiresAt) localStorage.setItem(auth.AUTH_STORAGE_KEYS.codeExpiresAt, String(codeExpiresAt));
}
