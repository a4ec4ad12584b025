import { type AnyMachineSnapshot, assign, setup } from 'xstate';
import { clearFieldError, hasErrors, validateLogin } from '../../rules/index.js';
import { isUnauthorized } from '../auth/failure.js';
import { feedbackCleared, requestFailed, requestStarted, requestSucceeded } from '../auth/feedback.js';
import { loginForm } from '../auth/forms/login-form.js';
import { placeholder } from '../auth/placeholder.js';
import { type StepId, stepShown } from '../auth/step-view.js';
import { twoFactorLoginMachine } from '../auth/steps/two-factor-login.js';
import { TWO_FACTOR_LIFETIME_MS } from '../auth/timing.js';
import { STAFF_SESSION_EXPIRED } from './messages.js';
import type {
  PersistedStaffSession,
  StaffLogoutInput,
  StaffMember,
  StaffSessionContext,
  StaffSessionEvent,
} from './types.js';

// The staff session's vocabulary. Its two sign-in steps are the customers' own machines: the login form
// (auth/forms/login-form.ts) and the two-factor code step (auth/steps/two-factor-login.ts), provided with the
// staff calls (provideStaffSessionServices). Its actions, guards and actors are named as the customers' session's
// (auth/session-setup.ts), so the states both sessions share (auth/session-states.ts) fit it too.

const pendingCleared = { pendingEmail: null, codeExpiresAt: null } as const;

export const staffSessionSetup = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps createActor(staffSessionMachine) valid without one.
    input: {} as PersistedStaffSession | void,
  },
  actors: {
    /** POST /admin/auth/login (answers the email the code went to). */
    loginForm: loginForm.machine,
    /** POST /admin/auth/verify, inside the code step with its 5-minute clock. */
    twoFactorLogin: twoFactorLoginMachine,
    /** GET /admin/me: who the token belongs to, and their role. */
    fetchMe: placeholder<StaffMember, undefined>('fetchMe'),
    /** POST /admin/auth/logout. */
    logout: placeholder<unknown, StaffLogoutInput>('logout'),
  },
  actions: {
    /** Writes the persisted keys; withStaffStorage provides it. */
    persist: () => {
      throw new Error("staff session: the 'persist' action is not provided (provide me, e.g. withStaffStorage)");
    },
    startRequest: assign((_) => requestStarted()),
    succeed: assign((_, params: { message?: string }) => requestSucceeded(params.message)),
    fail: assign((_, params: { error: unknown; fallback: string }) => requestFailed(params.error, params.fallback)),
    clearFeedback: assign((_) => feedbackCleared()),
    showFieldErrors: assign(({ event }) => ({
      fieldErrors: event.type === 'LOGIN' ? validateLogin(event) : {},
      error: null,
      message: null,
    })),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'EDIT_FIELD' ? clearFieldError(context.fieldErrors, event.field) : context.fieldErrors,
    }),
    /** The code step's snapshot for the screens; each new report of its request becomes the session's feedback. */
    showStep: assign(({ context }, params: { id: StepId; snapshot: AnyMachineSnapshot }) =>
      stepShown(context.step, params.id, params.snapshot),
    ),
    forgetStep: assign({ step: null }),
    rememberEmail: assign({ pendingEmail: ({ event }) => (event.type === 'LOGIN' ? event.email.trim() : null) }),
    awaitCode: assign({ codeExpiresAt: () => Date.now() + TWO_FACTOR_LIFETIME_MS }),
    /** After a reload the stored deadline still holds; without one the clock starts afresh. */
    resumeCodeDeadline: assign({
      codeExpiresAt: ({ context }) => context.codeExpiresAt ?? Date.now() + TWO_FACTOR_LIFETIME_MS,
    }),
    forgetPending: assign(pendingCleared),
    storeSession: assign((_, params: { token?: string; refreshToken?: string }) => ({
      token: params.token ?? null,
      refreshToken: params.refreshToken ?? null,
      ...pendingCleared,
    })),
    storeTokens: assign(({ event }) =>
      event.type === 'TOKENS_REFRESHED' ? { token: event.token, refreshToken: event.refreshToken } : {},
    ),
    setStaff: assign((_, params: { staff: StaffMember }) => ({ staff: params.staff })),
    clearSession: assign({ token: null, refreshToken: null, staff: null, ...pendingCleared }),
    expireSession: assign({ status: 'failed', error: STAFF_SESSION_EXPIRED, message: null }),
  },
  guards: {
    loginIsValid: ({ event }) => event.type === 'LOGIN' && !hasErrors(validateLogin(event)),
    hasToken: ({ context }) => context.token !== null,
    awaitingCode: ({ context }) => context.pendingEmail !== null,
    unauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
});
