import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../../rules/index.js';
import { stepHasTag, stepIsIn } from '../auth/step-view.js';
import type { AuthStatus } from '../auth/types.js';
import { secondsUntil } from '../code-entry/countdown.js';
import type { staffSessionMachine } from './staff-session.machine.js';
import type { StaffMember } from './types.js';

// What the back office's screens read; they never look at snapshot.value themselves.

export type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

/** A token is held: the app shows the back office (or its loading state while `isCheckingSession`). */
export const isSignedIn = (snapshot: StaffSessionSnapshot): boolean => snapshot.matches('signedIn');
/** GET /admin/me is on its way. */
export const isCheckingSession = (snapshot: StaffSessionSnapshot): boolean =>
  snapshot.matches({ signedIn: 'checking' });
/** Signed in, but the server could not say who the member is (offer RETRY). */
export const isSessionUnavailable = (snapshot: StaffSessionSnapshot): boolean =>
  snapshot.matches({ signedIn: 'unavailable' });
export const signedInStaff = (snapshot: StaffSessionSnapshot): StaffMember | null =>
  snapshot.matches({ signedIn: 'ready' }) ? snapshot.context.staff : null;
export const isAdmin = (snapshot: StaffSessionSnapshot): boolean => signedInStaff(snapshot)?.role === 'admin';
export const isLoggingOut = (snapshot: StaffSessionSnapshot): boolean => snapshot.matches('loggingOut');

/** The password or the code is being checked (spinner, disabled form). */
export const isSubmitting = (snapshot: StaffSessionSnapshot): boolean =>
  snapshot.hasTag('submitting') || stepHasTag(snapshot.context.step, 'submitting');
export const sessionStatus = (snapshot: StaffSessionSnapshot): AuthStatus => snapshot.context.status;
export const sessionError = (snapshot: StaffSessionSnapshot): string | null => snapshot.context.error;
export const sessionMessage = (snapshot: StaffSessionSnapshot): string | null => snapshot.context.message;
export const sessionFieldErrors = (snapshot: StaffSessionSnapshot): FieldErrors => snapshot.context.fieldErrors;

/** The email whose sign-in code is awaited; null outside the code step. */
export const pendingEmail = (snapshot: StaffSessionSnapshot): string | null =>
  snapshot.matches('code') ? snapshot.context.pendingEmail : null;
export const isAwaitingCode = (snapshot: StaffSessionSnapshot): boolean => snapshot.matches('code');
export const isCodeExpired = (snapshot: StaffSessionSnapshot): boolean =>
  snapshot.matches('code') && stepIsIn(snapshot.context.step, 'twoFactorLogin', 'expired');
/** Seconds until the sign-in code dies (show with formatCountdown). */
export const codeExpiresIn = (snapshot: StaffSessionSnapshot, now: number): number => {
  const step = snapshot.context.step;
  return snapshot.matches('code') && stepIsIn(step, 'twoFactorLogin', 'pending')
    ? secondsUntil(step?.deadline, now)
    : 0;
};

export const accessToken = (snapshot: StaffSessionSnapshot): string | null => snapshot.context.token;
export const refreshToken = (snapshot: StaffSessionSnapshot): string | null => snapshot.context.refreshToken;
