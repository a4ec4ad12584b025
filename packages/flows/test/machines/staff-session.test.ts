import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { memoryStorage } from '../../src/machines/auth/index.js';
import {
  codeExpiresIn,
  isCodeExpired,
  isSubmitting,
  provideStaffSessionServices,
  readStaffSession,
  type StaffSessionServices,
  sessionError,
  signedInStaff,
  staffSessionMachine,
  withStaffStorage,
} from '../../src/machines/staff-session/index.js';
import { offeredStatusMoves } from '../../src/rules/submission-status.js';
import { operator, STAFF_CODE, STAFF_EMAIL, STAFF_PASSWORD, staffSession } from './staff-session-fixtures.js';

// The staff session with its real children (the customers' login form and code step) and plain async services,
// as the back office provides them.

function signIn(services: Partial<StaffSessionServices> = {}) {
  const calls: string[] = [];
  const all: StaffSessionServices = {
    login: async (input) => {
      calls.push(`login ${JSON.stringify(input)}`);
      return { email: STAFF_EMAIL };
    },
    verifyCode: async (input) => {
      calls.push(`verify ${JSON.stringify(input)}`);
      return staffSession;
    },
    fetchMe: async () => {
      calls.push('me');
      return operator;
    },
    logout: async (input) => {
      calls.push(`logout ${JSON.stringify(input)}`);
      return {};
    },
    ...services,
  };
  const storage = memoryStorage();
  const machine = withStaffStorage(provideStaffSessionServices(staffSessionMachine, all), storage);
  const actor = createActor(machine, { input: readStaffSession(storage) }).start();
  return { actor, calls, storage };
}

describe('staff sign-in with the real form and code step', () => {
  it('password, then the emailed code, then the member from GET /admin/me; sign-out forgets everything', async () => {
    const { actor, calls, storage } = signIn();
    actor.send({ type: 'LOGIN', email: STAFF_EMAIL, password: STAFF_PASSWORD });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    expect(storage.entries()).toMatchObject({ 'staff.pendingEmail': STAFF_EMAIL });

    actor.send({ type: 'SUBMIT_CODE', code: STAFF_CODE });
    const ready = await waitFor(actor, (snapshot) => signedInStaff(snapshot) !== null);

    expect(signedInStaff(ready)).toEqual(operator);
    expect(calls).toEqual([
      `login ${JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD })}`,
      `verify ${JSON.stringify({ email: STAFF_EMAIL, otp: STAFF_CODE })}`,
      'me',
    ]);
    expect(storage.entries()).toEqual({ 'staff.token': 'staff-access-1', 'staff.refreshToken': 'staff-refresh-1' });

    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
    expect(calls.at(-1)).toBe(`logout ${JSON.stringify({ refreshToken: 'staff-refresh-1' })}`);
    expect(storage.entries()).toEqual({});
  });

  it('a refused code stays on the code step with the server message', async () => {
    const { actor } = signIn({
      verifyCode: async () => {
        throw Object.assign(new Error('Invalid or expired code'), { status: 400 });
      },
    });
    actor.send({ type: 'LOGIN', email: STAFF_EMAIL, password: STAFF_PASSWORD });
    await waitFor(actor, (snapshot) => snapshot.matches('code'));
    actor.send({ type: 'SUBMIT_CODE', code: STAFF_CODE });
    const refused = await waitFor(actor, (snapshot) => sessionError(snapshot) !== null && !isSubmitting(snapshot));
    expect(refused.matches('code')).toBe(true);
    expect(sessionError(refused)).toBe('Invalid or expired code');
  });

  it('a wrong password shows the server message (else "Login failed") and no code step', async () => {
    const { actor } = signIn({
      login: async () => {
        throw Object.assign(new Error(''), { status: 401 });
      },
    });
    actor.send({ type: 'LOGIN', email: STAFF_EMAIL, password: STAFF_PASSWORD });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ signedOut: 'failed' }));
    expect(sessionError(failed)).toBe('Login failed');
  });

  describe('the code clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('counts down from 5 minutes and then only lets the member cancel', async () => {
      const { actor } = signIn();
      actor.send({ type: 'LOGIN', email: STAFF_EMAIL, password: STAFF_PASSWORD });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('code')).toBe(true));
      expect(codeExpiresIn(actor.getSnapshot(), Date.now())).toBe(300);
      await vi.advanceTimersByTimeAsync(300_000);
      expect(isCodeExpired(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    });
  });
});

describe('offeredStatusMoves', () => {
  it.each([
    ['pending', false, ['processing', 'rejected']],
    ['pending', true, ['processing']],
    ['processing', false, ['completed', 'rejected']],
    ['processing', true, ['completed']],
    ['completed', false, []],
    ['rejected', true, []],
    ['archived', false, []],
  ] as const)('from %s (paid: %s) offers %j', (from, paid, moves) => {
    expect(offeredStatusMoves(from, paid)).toEqual(moves);
  });
});
