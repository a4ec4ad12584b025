import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../../rules/index.js';
import { secondsUntil } from '../code-entry/countdown.js';
import { DISABLE_TWO_FACTOR_CONFIRMATION } from './messages.js';
import type { authMachine } from './session-machine.js';
import { stepHasTag, stepIsIn } from './step-view.js';
import type { AuthStatus, AuthStep, AuthUser } from './types.js';

// What screens read. They never look at snapshot.value themselves (engineering guide, section 3).

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const isAuthenticated = (snapshot: AuthSnapshot): boolean => snapshot.matches('authenticated');
/** A form of this flow is waiting for the server (spinner, disabled form). */
export const isSubmitting = (snapshot: AuthSnapshot): boolean =>
  snapshot.hasTag('submitting') || stepHasTag(snapshot.context.step, 'submitting');
export const authStatus = (snapshot: AuthSnapshot): AuthStatus => snapshot.context.status;
export const authError = (snapshot: AuthSnapshot): string | null => snapshot.context.error;
export const authMessage = (snapshot: AuthSnapshot): string | null => snapshot.context.message;
export const authFieldErrors = (snapshot: AuthSnapshot): FieldErrors => snapshot.context.fieldErrors;
export const authStep = (snapshot: AuthSnapshot): AuthStep => snapshot.context.authStep;
export const redirectTo = (snapshot: AuthSnapshot): string | null => snapshot.context.redirectTo;

export const currentUser = (snapshot: AuthSnapshot): AuthUser | null => snapshot.context.user;
export const accessToken = (snapshot: AuthSnapshot): string | null => snapshot.context.token;
export const refreshToken = (snapshot: AuthSnapshot): string | null => snapshot.context.refreshToken;
/** The user says it either way (spec 3): twoFactorAuth.enabled or twoFactorAuthEnabled. */
export const twoFactorEnabled = (snapshot: AuthSnapshot): boolean => {
  const user = snapshot.context.user;
  return user?.twoFactorAuth?.enabled ?? user?.twoFactorAuthEnabled ?? false;
};
/** GET /users/me is checking a stored token. */
export const isCheckingSession = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ authenticated: 'fetchingUser' });
export const isLoggingOut = (snapshot: AuthSnapshot): boolean => snapshot.matches('loggingOut');

const inTwoFactorStep = (snapshot: AuthSnapshot) => snapshot.matches({ guest: 'twoFactor' });
const inEmailVerificationStep = (snapshot: AuthSnapshot) => snapshot.matches({ guest: 'emailVerification' });

/** The email waiting for a code; the verify and two-factor pages send the visitor to /login when it is null. */
export const pendingEmail = (snapshot: AuthSnapshot): string | null =>
  inTwoFactorStep(snapshot) || inEmailVerificationStep(snapshot) ? snapshot.context.tempEmail : null;
export const isAwaitingTwoFactor = (snapshot: AuthSnapshot): boolean => inTwoFactorStep(snapshot);
export const isAwaitingEmailVerification = (snapshot: AuthSnapshot): boolean => inEmailVerificationStep(snapshot);
export const isTwoFactorExpired = (snapshot: AuthSnapshot): boolean =>
  inTwoFactorStep(snapshot) && stepIsIn(snapshot.context.step, 'twoFactorLogin', 'expired');
/** Seconds until the two-factor code dies (show with formatCountdown). */
export const codeExpiresIn = (snapshot: AuthSnapshot, now: number): number => {
  const step = snapshot.context.step;
  return inTwoFactorStep(snapshot) && stepIsIn(step, 'twoFactorLogin', 'pending')
    ? secondsUntil(step?.deadline, now)
    : 0;
};

export const canResendCode = (snapshot: AuthSnapshot): boolean =>
  inEmailVerificationStep(snapshot) &&
  stepIsIn(snapshot.context.step, 'emailVerification', { pending: { resend: 'ready' } });
export const isResendingCode = (snapshot: AuthSnapshot): boolean => stepHasTag(snapshot.context.step, 'resending');
/** Seconds until Resend Code is offered again. */
export const resendAvailableIn = (snapshot: AuthSnapshot, now: number): number => {
  const step = snapshot.context.step;
  return inEmailVerificationStep(snapshot) &&
    stepIsIn(step, 'emailVerification', { pending: { resend: 'coolingDown' } })
    ? secondsUntil(step?.deadline, now)
    : 0;
};

/** Forgot password answered: show RESET_LINK_SENT_NOTICE. */
export const resetLinkSent = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ guest: { signedOut: 'resetLinkSent' } });
/** Reset password succeeded: show the success panel and Go to Login. */
export const passwordWasReset = (snapshot: AuthSnapshot): boolean =>
  snapshot.matches({ guest: { signedOut: 'passwordReset' } });

/** Two-factor setup: the emailed code is awaited (or being checked). */
export const isEnteringTwoFactorSetupCode = (snapshot: AuthSnapshot): boolean => {
  const step = snapshot.context.step;
  return (
    snapshot.matches({ authenticated: 'settingUpTwoFactor' }) &&
    (stepIsIn(step, 'twoFactorSetup', 'awaitingCode') || stepIsIn(step, 'twoFactorSetup', 'verifying'))
  );
};
/** The question to show before disabling two-factor login, or null when none is asked. */
export const confirmationQuestion = (snapshot: AuthSnapshot): string | null =>
  snapshot.matches({ authenticated: 'disablingTwoFactor' }) &&
  stepIsIn(snapshot.context.step, 'twoFactorDisable', 'confirming')
    ? DISABLE_TWO_FACTOR_CONFIRMATION
    : null;
