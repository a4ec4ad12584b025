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
  redirectTo,
  resendAvailableIn,
  resetLinkSent,
  twoFactorEnabled,
} from '../../src/machines/auth/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { type MachinePath, shortestPaths, simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { authCases, SERVER_MESSAGE } from './auth-cases.js';
import { bootInputs, EMAIL, fakeSession, PASSWORD, session } from './auth-fixtures.js';
import { modelBasedSuite } from './model-suite.js';

// Every state and transition of the auth session machine, walked on a real actor whose children (a machine per
// form and per step, each with its own model-based test) are fakes the path settles. At each step the
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
const STEP_OUTCOMES = new Set(['twoFactorSetup', 'twoFactorDisable']);
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
// What each child was started with while it runs: a form gets its request, a code step the pending email.
const REQUESTS: [state: object, child: string, input: unknown][] = [
  [{ guest: { signedOut: 'loggingIn' } }, 'loginForm', { email: EMAIL, password: PASSWORD }],
  [
    { guest: { signedOut: 'registering' } },
    'registerForm',
    { fullName: 'Asha Rao', email: EMAIL, phone: '9876543210', password: PASSWORD },
  ],
  [{ guest: { signedOut: 'sendingResetLink' } }, 'forgotPasswordForm', { email: EMAIL }],
  [
    { guest: { signedOut: 'resettingPassword' } },
    'resetPasswordForm',
    { email: EMAIL, token: 'reset-token', newPassword: 'newpass1' },
  ],
  [{ guest: 'twoFactor' }, 'twoFactorLogin', expect.objectContaining({ email: EMAIL })],
  [{ guest: 'emailVerification' }, 'emailVerification', expect.objectContaining({ email: EMAIL })],
  [{ authenticated: 'updatingProfile' }, 'profileForm', { fullName: 'Asha R' }],
  [{ authenticated: 'changingPassword' }, 'changePasswordForm', { currentPassword: PASSWORD, newPassword: 'newpass1' }],
];
const FORMS: Record<string, string> = {
  loginForm: 'login',
  registerForm: 'register',
  forgotPasswordForm: 'forgotPassword',
  resetPasswordForm: 'resetPassword',
  profileForm: 'updateProfile',
  changePasswordForm: 'changePassword',
};
const reportOf = (event: EventObject) =>
  (event as { snapshot?: { context: { report: { error?: string | null; message?: string | null } | null } } }).snapshot
    ?.context.report;

const actorOf = (event: EventObject) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];

function checkView(storage: ReturnType<typeof fakeSession>['storage'], fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject, before: AnyMachineSnapshot | undefined) => {
    const snapshot = raw as AuthSnapshot;
    const previous = before as AuthSnapshot | undefined;
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
    const step = snapshot.context.step;
    if (isAwaitingTwoFactor(snapshot)) {
      expect(pendingEmail(snapshot)).toBe(EMAIL);
      expect(authStep(snapshot)).toBe('two-factor');
      expect(stored).toMatchObject({ authStep: 'two-factor', tempEmail: EMAIL });
      expect(Number(stored.codeExpiresAt)).toBeGreaterThan(now);
      expect(isTwoFactorExpired(snapshot)).toBe(step?.value === 'expired');
      // Until the step's first snapshot arrives (a fake child sends none) there is no countdown to show.
      const left = codeExpiresIn(snapshot, now);
      if (isTwoFactorExpired(snapshot) || step === null) expect(left).toBe(0);
      else expect(left).toBeGreaterThan(0);
    }
    if (isAwaitingEmailVerification(snapshot)) {
      expect(pendingEmail(snapshot)).toBe(EMAIL);
      expect(authStep(snapshot)).toBe('email-verification');
      expect(stored).toMatchObject({ authStep: 'email-verification', tempEmail: EMAIL });
      const resend = (step?.value as { pending?: { resend?: string } } | undefined)?.pending?.resend;
      expect(canResendCode(snapshot)).toBe(resend === 'ready');
      if (resend === 'ready') expect(resendAvailableIn(snapshot, now)).toBe(0);
      expect(isResendingCode(snapshot)).toBe(resend === 'sending');
    }
    // A step's view goes with the step.
    if (!isAwaitingTwoFactor(snapshot) && !isAwaitingEmailVerification(snapshot)) {
      expect(codeExpiresIn(snapshot, now)).toBe(0);
      expect(canResendCode(snapshot)).toBe(false);
    }
    if (step !== null) {
      expect(
        snapshot.matches({ guest: 'twoFactor' }) ||
          snapshot.matches({ guest: 'emailVerification' }) ||
          snapshot.matches({ authenticated: 'settingUpTwoFactor' }) ||
          snapshot.matches({ authenticated: 'disablingTwoFactor' }),
      ).toBe(true);
    }
    expect(resetLinkSent(snapshot)).toBe(snapshot.matches({ guest: { signedOut: 'resetLinkSent' } }));
    expect(passwordWasReset(snapshot)).toBe(snapshot.matches({ guest: { signedOut: 'passwordReset' } }));
    expect(confirmationQuestion(snapshot)).toBe(
      snapshot.matches({ authenticated: 'disablingTwoFactor' }) && step?.value === 'confirming'
        ? 'Are you sure you want to disable two-factor authentication? This will make your account less secure.'
        : null,
    );
    expect(isEnteringTwoFactorSetupCode(snapshot)).toBe(
      snapshot.matches({ authenticated: 'settingUpTwoFactor' }) && step?.value === 'awaitingCode',
    );
    expect(isSubmitting(snapshot)).toBe(snapshot.hasTag('submitting') || (step?.tags.includes('submitting') ?? false));

    // While a child runs, it was started with exactly the form's request (or the pending email).
    const requesting = REQUESTS.find(([state]) => snapshot.matches(state as never));
    if (requesting) {
      const [, child, input] = requesting;
      expect(fakes.isPending(child)).toBe(true);
      expect(fakes.lastInput(child)).toEqual(input);
      if (child in FORMS) expect(isSubmitting(snapshot)).toBe(true);
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
        expect(authError(snapshot)).toBe(error.message ?? FALLBACKS[FORMS[actor] ?? actor]);
        expect(authMessage(snapshot)).toBeNull();
      }
      if (actor === 'changePasswordForm') {
        expect(authFieldErrors(snapshot)).toEqual({ currentPassword: SERVER_MESSAGE });
      }
    }
    if (event.type.startsWith('xstate.done.actor.') && actor) {
      const output = (event as { output?: { report?: { message?: string | null } | null } }).output;
      expect(authError(snapshot)).toBeNull();
      const call = FORMS[actor] ?? actor;
      if (call in SUCCESSES && !STEP_OUTCOMES.has(actor)) expect(authMessage(snapshot)).toBe(SUCCESSES[call]);
      if (STEP_OUTCOMES.has(actor) && output?.report) expect(authMessage(snapshot)).toBe(output.report.message);
      if (actor === 'twoFactorSetup' && output?.report?.message) expect(twoFactorEnabled(snapshot)).toBe(true);
      if (actor === 'twoFactorDisable' && output?.report) expect(twoFactorEnabled(snapshot)).toBe(false);
      if (actor === 'profileForm') expect(currentUser(snapshot)?.fullName).toBe('Asha R');
      if (actor === 'fetchMe') expect(currentUser(snapshot)?.fullName).toBe('Asha Rao (fresh)');
      if (actor === 'logout') expect(stored).toEqual({});
      if (
        ['emailVerification', 'twoFactorLogin'].includes(actor) ||
        (actor === 'loginForm' && isAuthenticated(snapshot))
      ) {
        expect(isAuthenticated(snapshot)).toBe(true);
        expect(accessToken(snapshot)).toBe(session.token);
        expect(stored.refreshToken).toBe(session.refreshToken);
      }
    }
    // A new report of the running step is shown once, as it came.
    const report = reportOf(event);
    if (event.type.startsWith('xstate.snapshot.') && report && report !== previous?.context.step?.report) {
      expect(authError(snapshot)).toBe(report.error ?? null);
      if ('message' in report) expect(authMessage(snapshot)).toBe(report.message);
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

describe('auth session machine (model-based)', () => {
  const suite = modelBasedSuite(authMachine, { name: 'auth' });

  for (const [title, input, paths] of suites) {
    describe(`${title} (${paths.length})`, () => {
      suite.walk(paths, () => {
        const { machine, fakes, storage } = fakeSession();
        return {
          machine,
          fakes,
          input,
          check: checkView(storage, fakes),
        };
      });
    });
  }
});
