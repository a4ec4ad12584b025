import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type AuthSnapshot,
  accessToken,
  authError,
  authFieldErrors,
  authMachine,
  authMessage,
  authStep,
  canResendCode,
  codeExpiresIn,
  confirmationQuestion,
  currentUser,
  isAuthenticated,
  isAwaitingEmailVerification,
  isAwaitingTwoFactor,
  isCheckingSession,
  isEnteringTwoFactorSetupCode,
  isLoggingOut,
  isResendingCode,
  isSubmitting,
  isTwoFactorExpired,
  passwordWasReset,
  pendingEmail,
  RESEND_COOLDOWN_MS,
  redirectTo,
  resendAvailableIn,
  resetLinkSent,
  TWO_FACTOR_LIFETIME_MS,
  twoFactorEnabled,
} from '../../src/machines/auth/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { type MachinePath, shortestPaths, simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { authCases, SERVER_MESSAGE } from './auth-cases.js';
import { bootInputs, CODE, EMAIL, fakeAuth, PASSWORD, session } from './auth-fixtures.js';
import { modelBasedSuite } from './model-suite.js';

// Every state and transition of the auth machine, walked on a real actor with fake server calls. At each step the
// test asserts what the visitor would see through the exported selectors and what the browser storage holds.

// Spec 8, written out here so a changed message fails the test.
const FALLBACKS: Record<string, string> = {
  login: 'Login failed',
  register: 'Registration failed',
  verifyEmail: 'Email verification failed',
  resendVerification: 'Failed to resend verification code',
  verifyTwoFactor: 'Two-factor verification failed',
  enableTwoFactor: 'Failed to enable two-factor authentication',
  verifyTwoFactorSetup: 'Failed to verify two-factor authentication setup',
  disableTwoFactor: 'Failed to disable two-factor authentication',
  forgotPassword: 'Failed to process forgot password request',
  resetPassword: 'Failed to reset password',
  changePassword: 'Failed to change password',
  fetchMe: 'Failed to fetch user profile',
  updateProfile: 'Failed to update profile',
};
const SUCCESSES: Record<string, string | null> = {
  register: 'Verification code sent to your email',
  resendVerification: 'Verification code sent successfully',
  forgotPassword: 'Password reset instructions sent to your email',
  resetPassword: 'Password reset successful. You can now log in with your new password.',
  changePassword: 'Password changed successfully',
  enableTwoFactor: 'Verification code sent to your email',
  verifyTwoFactorSetup: 'Two-factor authentication enabled successfully',
  disableTwoFactor: 'Two-factor authentication disabled successfully',
  updateProfile: 'Profile updated successfully',
  logout: 'Successfully logged out',
};
// What the fake API client must have been called with while a request is on its way.
const REQUESTS: [state: object, actor: string, input: unknown][] = [
  [{ guest: { signedOut: 'loggingIn' } }, 'login', { email: EMAIL, password: PASSWORD }],
  [
    { guest: { signedOut: 'registering' } },
    'register',
    { fullName: 'Asha Rao', email: EMAIL, phone: '9876543210', password: PASSWORD },
  ],
  [{ guest: { signedOut: 'sendingResetLink' } }, 'forgotPassword', { email: EMAIL }],
  [
    { guest: { signedOut: 'resettingPassword' } },
    'resetPassword',
    { email: EMAIL, token: 'reset-token', newPassword: 'newpass1' },
  ],
  [{ guest: { twoFactor: { pending: { code: 'verifying' } } } }, 'verifyTwoFactor', { email: EMAIL, otp: CODE }],
  [{ guest: { emailVerification: { code: 'verifying' } } }, 'verifyEmail', { email: EMAIL, otp: CODE }],
  [{ guest: { emailVerification: { resend: 'sending' } } }, 'resendVerification', { email: EMAIL }],
  [{ authenticated: 'updatingProfile' }, 'updateProfile', { fullName: 'Asha R' }],
  [{ authenticated: 'changingPassword' }, 'changePassword', { currentPassword: PASSWORD, newPassword: 'newpass1' }],
  [{ authenticated: 'verifyingTwoFactorSetup' }, 'verifyTwoFactorSetup', { otp: CODE }],
];

const actorOf = (event: EventObject) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];

function checkView(storage: ReturnType<typeof fakeAuth>['storage'], fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as AuthSnapshot;
    const now = Date.now();
    const stored = storage.entries();

    // Always true: the header, guards and pages agree with the state.
    expect(isAuthenticated(snapshot)).toBe(snapshot.matches('authenticated'));
    expect(pendingEmail(snapshot) !== null).toBe(
      isAwaitingTwoFactor(snapshot) || isAwaitingEmailVerification(snapshot),
    );
    expect(isCheckingSession(snapshot)).toBe(snapshot.matches({ authenticated: 'fetchingUser' }));
    expect(isLoggingOut(snapshot)).toBe(snapshot.matches('loggingOut'));

    if (snapshot.matches('authenticated')) {
      expect(accessToken(snapshot)).toMatch(/^access-/);
      expect(currentUser(snapshot)?.email).toBe(EMAIL);
      expect(authStep(snapshot)).toBe('login');
      expect(stored.token).toBe(accessToken(snapshot));
      expect(JSON.parse(stored.user ?? 'null')).toEqual(currentUser(snapshot));
      expect(stored.authStep).toBeUndefined();
      expect(stored.tempEmail).toBeUndefined();
    }
    if (snapshot.matches('guest')) {
      expect(accessToken(snapshot)).toBeNull();
      expect(currentUser(snapshot)).toBeNull();
      expect(stored.token).toBeUndefined();
      expect(stored.user).toBeUndefined();
    }
    if (snapshot.matches({ guest: 'signedOut' })) {
      expect(authStep(snapshot)).toBe('login');
      expect(pendingEmail(snapshot)).toBeNull();
      expect(stored).toEqual({});
    }
    if (isAwaitingTwoFactor(snapshot)) {
      expect(pendingEmail(snapshot)).toBe(EMAIL);
      expect(authStep(snapshot)).toBe('two-factor');
      expect(stored).toMatchObject({ authStep: 'two-factor', tempEmail: EMAIL });
      expect(isTwoFactorExpired(snapshot)).toBe(snapshot.matches({ guest: { twoFactor: 'expired' } }));
      const left = codeExpiresIn(snapshot, now);
      if (isTwoFactorExpired(snapshot)) expect(left).toBe(0);
      else expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(TWO_FACTOR_LIFETIME_MS / 1000);
    }
    if (isAwaitingEmailVerification(snapshot)) {
      expect(pendingEmail(snapshot)).toBe(EMAIL);
      expect(authStep(snapshot)).toBe('email-verification');
      expect(stored).toMatchObject({ authStep: 'email-verification', tempEmail: EMAIL });
      const ready = snapshot.matches({ guest: { emailVerification: { resend: 'ready' } } });
      expect(canResendCode(snapshot)).toBe(ready);
      if (ready) expect(resendAvailableIn(snapshot, now)).toBe(0);
      expect(resendAvailableIn(snapshot, now)).toBeLessThanOrEqual(RESEND_COOLDOWN_MS / 1000);
      expect(isResendingCode(snapshot)).toBe(snapshot.matches({ guest: { emailVerification: { resend: 'sending' } } }));
    }
    expect(resetLinkSent(snapshot)).toBe(snapshot.matches({ guest: { signedOut: 'resetLinkSent' } }));
    expect(passwordWasReset(snapshot)).toBe(snapshot.matches({ guest: { signedOut: 'passwordReset' } }));
    expect(confirmationQuestion(snapshot)).toBe(
      snapshot.matches({ authenticated: 'confirmingTwoFactorDisable' })
        ? 'Are you sure you want to disable two-factor authentication? This will make your account less secure.'
        : null,
    );
    expect(isEnteringTwoFactorSetupCode(snapshot)).toBe(
      snapshot.matches({ authenticated: 'awaitingTwoFactorCode' }) ||
        snapshot.matches({ authenticated: 'verifyingTwoFactorSetup' }),
    );

    // While a call is on its way the form is disabled and the API client got exactly the form's payload.
    const requesting = REQUESTS.find(([state]) => snapshot.matches(state as never));
    if (requesting) {
      const [, actor, input] = requesting;
      expect(fakes.isPending(actor)).toBe(true);
      expect(fakes.lastInput(actor)).toEqual(input);
      expect(isSubmitting(snapshot) || isResendingCode(snapshot)).toBe(true);
    }
    if (snapshot.matches({ guest: 'signedOut' }) && !requesting) expect(isSubmitting(snapshot)).toBe(false);

    // What the last event changed.
    const actor = actorOf(event);
    if (event.type.startsWith('xstate.error.actor.') && actor) {
      const { error } = event as unknown as { error: { status?: number; message?: string } };
      if (actor === 'fetchMe' && error.status === 401) {
        expect(authError(snapshot)).toBe('Session expired');
        expect(isAuthenticated(snapshot)).toBe(false);
      } else if (actor === 'logout') {
        expect(authMessage(snapshot)).toBe('Successfully logged out');
        expect(stored).toEqual({});
      } else {
        expect(authError(snapshot)).toBe(error.message ?? FALLBACKS[actor]);
        expect(authMessage(snapshot)).toBeNull();
      }
      if (actor === 'changePassword') expect(authFieldErrors(snapshot)).toEqual({ currentPassword: SERVER_MESSAGE });
    }
    if (event.type.startsWith('xstate.done.actor.') && actor) {
      expect(authError(snapshot)).toBeNull();
      if (actor in SUCCESSES) expect(authMessage(snapshot)).toBe(SUCCESSES[actor]);
      if (actor === 'verifyTwoFactorSetup') expect(twoFactorEnabled(snapshot)).toBe(true);
      if (actor === 'disableTwoFactor') expect(twoFactorEnabled(snapshot)).toBe(false);
      if (actor === 'updateProfile') expect(currentUser(snapshot)?.fullName).toBe('Asha R');
      if (actor === 'fetchMe') expect(currentUser(snapshot)?.fullName).toBe('Asha Rao (fresh)');
      if (actor === 'logout') expect(stored).toEqual({});
      if (['verifyEmail', 'verifyTwoFactor'].includes(actor) || (actor === 'login' && isAuthenticated(snapshot))) {
        expect(isAuthenticated(snapshot)).toBe(true);
        expect(accessToken(snapshot)).toBe(session.token);
        expect(stored.refreshToken).toBe(session.refreshToken);
      }
    }
    if (event.type === 'LOGIN' && snapshot.matches({ guest: { signedOut: 'loggingIn' } })) {
      expect(redirectTo(snapshot)).toBe('/submissions');
    }
    if (event.type === 'LOGIN' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
      });
    }
    if (event.type === 'REGISTER' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({
        fullName: 'Full name is required',
        phone: 'Please enter a valid phone number',
        confirmPassword: 'Passwords do not match',
      });
    }
    if (event.type === 'FORGOT_PASSWORD' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({ email: 'Invalid email address' });
    }
    if (event.type === 'RESET_PASSWORD' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({
        newPassword: 'Password must be at least 6 characters',
        confirmPassword: 'Passwords must match',
      });
    }
    if (event.type === 'UPDATE_PROFILE' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({
        fullName: 'Full name is required',
        phone: 'Please enter a valid phone number',
      });
    }
    if (event.type === 'CHANGE_PASSWORD' && !isSubmitting(snapshot)) {
      expect(authFieldErrors(snapshot)).toEqual({
        newPassword: 'New password must be different from current password',
        confirmPassword: 'Passwords must match',
      });
    }
    if (event.type === 'EDIT_FIELD') expect(authFieldErrors(snapshot)).not.toHaveProperty('email');
    if (event.type === 'SESSION_EXPIRED') {
      expect(authError(snapshot)).toBe('Session expired');
      expect(stored).toEqual({});
    }
    if (event.type === 'RESET') {
      expect(authError(snapshot)).toBeNull();
      expect(authMessage(snapshot)).toBeNull();
      expect(authFieldErrors(snapshot)).toEqual({});
    }
    if (event.type === 'CANCEL' && snapshot.matches('guest')) expect(stored).toEqual({});
    if (event.type === 'TOKENS_REFRESHED')
      expect(stored).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    if (event.type.startsWith('xstate.after.twoFactorLifetime')) expect(isTwoFactorExpired(snapshot)).toBe(true);
    if (event.type.startsWith('xstate.after.resendCooldown')) expect(canResendCode(snapshot)).toBe(true);
  };
}

// The journeys that only restart from the sign-in form: every other event is always allowed.
const RESTARTS = new Set(['LOGIN', 'REGISTER', 'FORGOT_PASSWORD', 'RESET_PASSWORD']);

/**
 * Simple paths (no state visited twice) explode on a graph where a guest can restart from anywhere, so they are
 * taken per journey: signing in from the login page, and everything a signed-in customer can do.
 */
function journeyPaths(input: unknown, stopWhen: (snapshot: AuthSnapshot) => boolean, restartFromFormOnly: boolean) {
  const onSignInForm = (snapshot: AuthSnapshot) =>
    snapshot.matches({ guest: { signedOut: 'idle' } }) || snapshot.matches({ guest: { signedOut: 'failed' } });
  return simplePaths(authMachine, {
    cases: authCases,
    input,
    stopWhen: (snapshot) => stopWhen(snapshot as AuthSnapshot),
    filterEvents: (snapshot, event) =>
      !restartFromFormOnly || !RESTARTS.has(event.type) || onSignInForm(snapshot as AuthSnapshot),
  });
}

const firstVisit = bootInputs['a first visit'];
const storedSession = bootInputs['a stored session'];

const suites: [title: string, input: unknown, paths: MachinePath[]][] = [
  ...Object.entries(bootInputs).map(
    ([visit, input]) =>
      [`shortest paths from ${visit}`, input, shortestPaths(authMachine, { cases: authCases, input })] as [
        string,
        unknown,
        MachinePath[],
      ],
  ),
  [
    'every transition from a first visit',
    firstVisit,
    transitionPaths(authMachine, { cases: authCases, input: firstVisit }),
  ],
  [
    'simple paths: signing in',
    firstVisit,
    journeyPaths(firstVisit, (snapshot) => snapshot.matches('authenticated'), true),
  ],
  ['simple paths: a signed-in customer', storedSession, journeyPaths(storedSession, (s) => s.matches('guest'), false)],
];

describe('auth machine (model-based)', () => {
  const suite = modelBasedSuite(authMachine, { name: 'auth' });

  for (const [title, input, paths] of suites) {
    describe(`${title} (${paths.length})`, () => {
      suite.walk(paths, () => {
        const { machine, fakes, storage } = fakeAuth();
        return {
          // runPath advances the clock by fixed delays; the deadline arithmetic is covered in auth.timers.test.ts.
          machine: machine.provide({
            delays: { twoFactorLifetime: TWO_FACTOR_LIFETIME_MS, resendCooldown: RESEND_COOLDOWN_MS },
          }),
          fakes,
          input,
          check: checkView(storage, fakes),
        };
      });
    });
  }
});
