import { staffSession } from '@startwise/flows';

const KEYS = staffSession.STAFF_STORAGE_KEYS;

/** Leaves what a signed-in member's browser keeps; the app resumes it with GET /admin/me (admin by default). */
export function seedStaffSession() {
  localStorage.setItem(KEYS.token, 'story-staff-access-token');
  localStorage.setItem(KEYS.refreshToken, 'story-staff-refresh-token');
}

/** Leaves what a sign-in waiting for its emailed code keeps: the email and when the code dies. */
export function seedPendingCode(email: string, codeExpiresAt: number) {
  localStorage.setItem(KEYS.pendingEmail, email);
  localStorage.setItem(KEYS.codeExpiresAt, String(codeExpiresAt));
}

/** Removes every staff key, so the next story starts signed out. */
export function clearStaffSession() {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** Stops the clock for a story (countdowns stand still in both themes' screenshots); answers the undo. */
export function freezeTime(at = Date.now()) {
  const realNow = Date.now;
  Date.now = () => at;
  return () => {
    Date.now = realNow;
  };
}
