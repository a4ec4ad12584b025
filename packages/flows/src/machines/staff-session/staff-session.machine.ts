import { assertEvent } from 'xstate';
import { loginForm } from '../auth/forms/login-form.js';
import { codeStepState, failWith, loggingOutState, sessionCheck, signedInEvents } from '../auth/session-states.js';
import type { StepOutcome } from '../auth/step-view.js';
import type { Session } from '../auth/types.js';
import { STAFF_FALLBACK, STAFF_SUCCESS } from './messages.js';
import { staffSessionSetup } from './staff-session-setup.js';
import type { StaffMember, StaffSessionContext, StaffSessionEvent } from './types.js';

const tokensOfStep = (output: unknown) => {
  const session = (output as StepOutcome<Session>).result;
  return { token: session?.token, refreshToken: session?.refreshToken };
};

/**
 * A staff member's session in the back office (docs/backoffice.md): the password, then always the emailed code
 * (two-factor is mandatory for staff), then the member as GET /admin/me gives them. No network, no storage and no
 * navigation in here: calls are injected (provideStaffSessionServices), persistence is the `persist` action
 * (withStaffStorage), and the app reads the selectors to decide where to go.
 */
export const staffSessionMachine = staffSessionSetup.createMachine({
  id: 'staffSession',
  context: ({ input }) => ({
    token: input?.token ?? null,
    refreshToken: input?.refreshToken ?? null,
    staff: null,
    pendingEmail: input?.pendingEmail ?? null,
    codeExpiresAt: input?.codeExpiresAt ?? null,
    status: 'idle',
    error: null,
    message: null,
    fieldErrors: {},
    step: null,
  }),
  initial: 'booting',
  states: {
    /** Resume where the stored keys say the member was. */
    booting: {
      always: [
        { guard: 'hasToken', target: 'signedIn' },
        { guard: 'awaitingCode', target: 'code', actions: 'resumeCodeDeadline' },
        { target: 'signedOut' },
      ],
    },
    signedOut: {
      entry: ['forgetPending', 'persist'],
      initial: 'idle',
      on: {
        LOGIN: [
          { guard: 'loginIsValid', target: '.loggingIn', actions: 'rememberEmail' },
          { actions: 'showFieldErrors' },
        ],
        EDIT_FIELD: { actions: 'clearFieldError' },
        RESET: { target: '.idle', actions: 'clearFeedback' },
      },
      states: {
        idle: {},
        loggingIn: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'loginForm',
            src: 'loginForm',
            input: ({ event }: { event: StaffSessionEvent }) => {
              assertEvent(event, 'LOGIN');
              return loginForm.request(event);
            },
            onDone: { target: '#staffSession.code', actions: ['awaitCode', { type: 'succeed', params: {} }] },
            onError: { target: 'failed', actions: [failWith(STAFF_FALLBACK.login), 'forgetPending'] },
          },
        },
        failed: {},
      },
    },
    /** The emailed code, checked while its clock runs; when it dies, only Cancel (and a new login) goes on. */
    code: codeStepState('twoFactorLogin', {
      input: ({ context }: { context: StaffSessionContext }) => ({
        email: context.pendingEmail ?? '',
        deadline: context.codeExpiresAt,
      }),
      onDone: {
        target: 'signedIn',
        actions: [
          { type: 'storeSession', params: ({ event }: { event: { output: unknown } }) => tokensOfStep(event.output) },
          'persist',
        ],
      },
    }),
    /** Signed in: who the member is is asked first (a refused token there ends the session). */
    signedIn: {
      entry: 'persist',
      initial: 'checking',
      on: signedInEvents('signedOut'),
      states: {
        checking: {
          invoke: sessionCheck({
            onDone: {
              target: 'ready',
              actions: {
                type: 'setStaff',
                params: ({ event }: { event: { output: StaffMember } }) => ({ staff: event.output }),
              },
            },
            signedOut: '#staffSession.signedOut',
            unavailable: 'unavailable',
            fallback: STAFF_FALLBACK.fetchMe,
          }),
        },
        ready: {},
        /** The server could not say who the member is (network, 5xx): they may try again. */
        unavailable: { on: { RETRY: 'checking' } },
      },
    },
    /** Sign-out clears the session even when the server call fails. */
    loggingOut: loggingOutState('signedOut', STAFF_SUCCESS.loggedOut),
  },
});

export type StaffSessionMachine = typeof staffSessionMachine;
