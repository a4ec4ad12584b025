// Shared by the staff session's tests: a member, their session, and the machine with fake calls.
import type { AnyEventObject } from 'xstate';
import { memoryStorage } from '../../src/machines/auth/index.js';
import {
  type PersistedStaffSession,
  type StaffMember,
  type StaffSession,
  staffSessionMachine,
  withStaffStorage,
} from '../../src/machines/staff-session/index.js';
import { createFakeActors } from '../../src/testing/fake-actors.js';

export const STAFF_EMAIL = 'priya@startwise.in';
export const STAFF_PASSWORD = 'a long staff password';
export const STAFF_CODE = '654321';

export const operator: StaffMember = {
  id: '5b0c7f0e-2f47-4f49-9d8e-3d6b8a1f2c10',
  email: STAFF_EMAIL,
  fullName: 'Priya Nair',
  role: 'operator',
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

export const staffSession: StaffSession = { token: 'staff-access-1', refreshToken: 'staff-refresh-1', staff: operator };

/** The session machine's children and own calls, each one fake the test settles by name. */
export const STAFF_CHILDREN = ['loginForm', 'twoFactorLogin', 'fetchMe', 'logout'] as const;

export function fakeStaffSession() {
  const storage = memoryStorage();
  const fakes = createFakeActors();
  const machine = withStaffStorage(
    staffSessionMachine.provide({
      actors: Object.fromEntries(STAFF_CHILDREN.map((name) => [name, fakes.promise(name)])) as never,
    }),
    storage,
  );
  return { machine, fakes, storage };
}

/** What a member's browser may hold when the back office starts. */
export const staffBootInputs: Record<string, PersistedStaffSession | undefined> = {
  'a first visit': undefined,
  'a stored session': { token: staffSession.token, refreshToken: staffSession.refreshToken },
  'a pending sign-in code': { pendingEmail: STAFF_EMAIL },
};

const done = (actor: string, output: unknown = {}) => ({ type: `xstate.done.actor.${actor}`, output });
const error = (actor: string, failure: unknown = { status: 500 }) => ({
  type: `xstate.error.actor.${actor}`,
  error: failure,
});

export const SERVER_MESSAGE = 'Invalid email or password';

/** A snapshot of the running code step, as the session receives it (invoke onSnapshot). */
function codeStepSnapshot(value: unknown, tags: string[], report: object | null) {
  return {
    type: 'xstate.snapshot.twoFactorLogin',
    snapshot: { value, tags: new Set(tags), context: { report, deadline: Date.now() + 120_000 } },
  };
}

export const staffCases: AnyEventObject[] = [
  { type: 'LOGIN', email: ` ${STAFF_EMAIL} `, password: STAFF_PASSWORD },
  { type: 'LOGIN', email: 'priya', password: '' },
  { type: 'SUBMIT_CODE', code: STAFF_CODE },
  { type: 'EDIT_FIELD', field: 'email' },
  { type: 'TOKENS_REFRESHED', token: 'staff-access-2', refreshToken: 'staff-refresh-2' },
  done('loginForm', { email: STAFF_EMAIL }),
  error('loginForm', { status: 401, message: SERVER_MESSAGE }),
  error('loginForm', { status: 0 }),
  done('twoFactorLogin', {
    report: null,
    result: { token: staffSession.token, refreshToken: 'staff-refresh-1', user: operator },
  }),
  done('fetchMe', operator),
  error('fetchMe', { status: 401, message: 'Unauthorized' }),
  error('fetchMe'),
  done('logout'),
  error('logout'),
  codeStepSnapshot({ pending: { code: 'verifying', clock: 'running' } }, ['submitting'], {
    status: 'loading',
    error: null,
    message: null,
    fieldErrors: {},
  }),
  codeStepSnapshot({ pending: { code: 'entering', clock: 'running' } }, [], {
    status: 'failed',
    error: 'Invalid or expired code',
    fieldErrors: {},
  }),
  codeStepSnapshot('expired', [], null),
];
