import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  accessToken,
  codeExpiresIn,
  isAdmin,
  isAwaitingCode,
  isCheckingSession,
  isCodeExpired,
  isLoggingOut,
  isSessionUnavailable,
  isSignedIn,
  isSubmitting,
  pendingEmail,
  type StaffSessionSnapshot,
  sessionError,
  sessionFieldErrors,
  sessionMessage,
  signedInStaff,
  staffSessionMachine,
} from '../../src/machines/staff-session/index.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { type MachinePath, shortestPaths, simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { modelBasedSuite } from './model-suite.js';
import {
  fakeStaffSession,
  operator,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  staffBootInputs,
  staffCases,
} from './staff-session-fixtures.js';

// Every state and transition of the staff session, on a real actor whose children (the customers' login form and
// code step, each with its own model-based test) and calls are fakes the path settles. After each step the test
// asserts what the member sees through the selectors and what the browser keeps.

const actorOf = (event: EventObject) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];

function checkView(storage: { entries(): Record<string, string> }, fakes: FakeActors) {
  return (raw: AnyMachineSnapshot, event: EventObject) => {
    const snapshot = raw as StaffSessionSnapshot;
    const stored = storage.entries();
    const now = Date.now();

    expect(isSignedIn(snapshot)).toBe(snapshot.matches('signedIn'));
    expect(isCheckingSession(snapshot)).toBe(snapshot.matches({ signedIn: 'checking' }));
    expect(isSessionUnavailable(snapshot)).toBe(snapshot.matches({ signedIn: 'unavailable' }));
    expect(isLoggingOut(snapshot)).toBe(snapshot.matches('loggingOut'));
    expect(isAwaitingCode(snapshot)).toBe(snapshot.matches('code'));
    expect(pendingEmail(snapshot) !== null).toBe(isAwaitingCode(snapshot));

    if (snapshot.matches('signedIn')) {
      expect(accessToken(snapshot)).toMatch(/^staff-access-/);
      expect(stored['staff.token']).toBe(accessToken(snapshot));
      expect(stored['staff.pendingEmail']).toBeUndefined();
      expect(fakes.isPending('fetchMe')).toBe(snapshot.matches({ signedIn: 'checking' }));
    }
    // Only a member the server has named is shown, with their role.
    expect(signedInStaff(snapshot)).toEqual(snapshot.matches({ signedIn: 'ready' }) ? operator : null);
    expect(isAdmin(snapshot)).toBe(false);
    if (snapshot.matches('signedOut')) {
      expect(accessToken(snapshot)).toBeNull();
      expect(stored).toEqual({});
    }
    if (snapshot.matches({ signedOut: 'loggingIn' })) {
      expect(isSubmitting(snapshot)).toBe(true);
      expect(fakes.lastInput('loginForm')).toEqual({ email: STAFF_EMAIL, password: STAFF_PASSWORD });
    }
    if (snapshot.matches('code')) {
      expect(pendingEmail(snapshot)).toBe(STAFF_EMAIL);
      expect(stored['staff.pendingEmail']).toBe(STAFF_EMAIL);
      expect(Number(stored['staff.codeExpiresAt'])).toBeGreaterThan(now);
      expect(fakes.lastInput('twoFactorLogin')).toMatchObject({ email: STAFF_EMAIL });
      const step = snapshot.context.step;
      expect(isCodeExpired(snapshot)).toBe(step?.value === 'expired');
      if (step === null || isCodeExpired(snapshot)) expect(codeExpiresIn(snapshot, now)).toBe(0);
      else expect(codeExpiresIn(snapshot, now)).toBeGreaterThan(0);
      expect(isSubmitting(snapshot)).toBe(step?.tags.includes('submitting') ?? false);
    } else {
      expect(codeExpiresIn(snapshot, now)).toBe(0);
      expect(snapshot.context.step).toBeNull();
    }
    if (snapshot.matches('loggingOut')) expect(fakes.lastInput('logout')).toMatchObject({ refreshToken: /^staff-/ });

    const actor = actorOf(event);
    if (event.type.startsWith('xstate.error.actor.') && actor) {
      const { error } = event as unknown as { error: { status?: number; message?: string } };
      if (actor === 'loginForm') expect(sessionError(snapshot)).toBe(error.message ?? 'Login failed');
      if (actor === 'fetchMe' && error.status === 401) {
        expect(sessionError(snapshot)).toBe('Session expired');
        expect(isSignedIn(snapshot)).toBe(false);
      } else if (actor === 'fetchMe') {
        expect(sessionError(snapshot)).toBe('Failed to load your staff account');
        expect(isSessionUnavailable(snapshot)).toBe(true);
      }
      if (actor === 'logout') expect(sessionMessage(snapshot)).toBe('Successfully logged out');
    }
    if (event.type === 'xstate.done.actor.twoFactorLogin') {
      expect(isCheckingSession(snapshot)).toBe(true);
      expect(stored['staff.refreshToken']).toBe('staff-refresh-1');
    }
    if (event.type === 'xstate.done.actor.logout') {
      expect(sessionMessage(snapshot)).toBe('Successfully logged out');
      expect(stored).toEqual({});
    }
    if (event.type === 'LOGIN' && !isSubmitting(snapshot)) {
      expect(sessionFieldErrors(snapshot)).toEqual({
        email: 'Please enter a valid email address',
        password: 'Password is required',
      });
    }
    if (event.type === 'EDIT_FIELD') expect(sessionFieldErrors(snapshot)).not.toHaveProperty('email');
    if (event.type === 'SESSION_EXPIRED') {
      expect(sessionError(snapshot)).toBe('Session expired');
      expect(stored).toEqual({});
    }
    if (event.type === 'TOKENS_REFRESHED' && isSignedIn(snapshot)) {
      expect(stored).toMatchObject({ 'staff.token': 'staff-access-2', 'staff.refreshToken': 'staff-refresh-2' });
    }
    if (event.type === 'xstate.snapshot.twoFactorLogin') {
      const report = (event as unknown as { snapshot: { context: { report: { error?: string } | null } } }).snapshot
        .context.report;
      if (report) expect(sessionError(snapshot)).toBe(report.error ?? null);
    }
    if (event.type === 'RESET' || event.type === 'CANCEL') {
      expect(sessionError(snapshot)).toBeNull();
      expect(sessionFieldErrors(snapshot)).toEqual({});
    }
  };
}

const suites: [title: string, input: unknown, paths: MachinePath[]][] = [
  ...Object.entries(staffBootInputs).map(
    ([visit, input]) =>
      [`shortest paths from ${visit}`, input, shortestPaths(staffSessionMachine, { cases: staffCases, input })] as [
        string,
        unknown,
        MachinePath[],
      ],
  ),
  ...Object.entries(staffBootInputs).map(
    ([visit, input]) =>
      [`every transition from ${visit}`, input, transitionPaths(staffSessionMachine, { cases: staffCases, input })] as [
        string,
        unknown,
        MachinePath[],
      ],
  ),
  [
    'simple paths: signing in, working, signing out',
    undefined,
    simplePaths(staffSessionMachine, {
      cases: staffCases,
      // LOGIN restarts the journey only from the password form, or simple paths explode.
      filterEvents: (snapshot, event) => event.type !== 'LOGIN' || snapshot.matches('signedOut'),
      limit: 20_000,
    }),
  ],
];

describe('staff session machine (model-based, children faked)', () => {
  const suite = modelBasedSuite(staffSessionMachine, { name: 'staff session' });
  for (const [title, input, paths] of suites) {
    describe(title, () => {
      suite.walk(paths, () => {
        const session = fakeStaffSession();
        return {
          machine: session.machine,
          fakes: session.fakes,
          input,
          check: checkView(session.storage, session.fakes),
        };
      });
    });
  }
});
