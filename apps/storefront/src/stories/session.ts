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
