import { type AnyMachineSnapshot, type EventObject, forwardTo, type MachineContext } from 'xstate';
import type { StepId } from './step-view.js';

// The parts the customers' session (authMachine) and the staff session (staffSessionMachine) have in common: the
// emailed-code step, the check of a restored token, what a signed-in session answers (token refresh, expiry) and
// signing out. Both setups name the same actions, guards and actors ('persist', 'clearSession', 'expireSession',
// 'succeed', 'fail', 'unauthorized', 'fetchMe', 'logout', ...), so each machine builds these with its own targets
// and they type-check inside either.

/** The `fail` action of a request's onError: the server's message, or `fallback` when it sent none. */
export const failWith = (fallback: string) =>
  ({ type: 'fail', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;

/** The `showStep` action of a step's invoke (onSnapshot). */
export const showStep = (id: StepId) =>
  ({
    type: 'showStep',
    params: ({ event }: { event: { snapshot: AnyMachineSnapshot } }) => ({ id, snapshot: event.snapshot }),
  }) as const;

/** The session ends as expired: tokens and pending step go, and the screen says 'Session expired'. */
const sessionExpired = ['clearSession', 'expireSession'] as const;

/**
 * An emailed-code step, run as the child machine `id` while the session is in this state: its input, what ends it
 * (`onDone`), and whether it can send a new code. The code and RESUME (re-arming its clock after a restore) go to
 * the child; Cancel goes back to the sibling state `signedOut`.
 */
export const codeStepState = <
  TContext extends MachineContext,
  TEvent extends EventObject,
  TId extends 'twoFactorLogin' | 'emailVerification',
  TDone,
>(
  id: TId,
  {
    input,
    onDone,
    resend = false,
  }: {
    input: (args: { context: TContext }) => { email: string; deadline: number | null };
    onDone: TDone;
    resend?: boolean;
  },
) => {
  const forward = { actions: forwardTo<TContext, NoInfer<TEvent>, undefined, TEvent>(id) };
  return {
    entry: 'persist',
    exit: 'forgetStep',
    invoke: { id, src: id, input, onSnapshot: { actions: showStep(id) }, onDone },
    on: {
      SUBMIT_CODE: forward,
      ...(resend ? { RESEND_CODE: forward } : {}),
      RESUME: forward,
      CANCEL: { target: 'signedOut', actions: 'clearFeedback' },
      RESET: { actions: 'clearFeedback' },
    },
  } as const;
};

/**
 * The check of a stored token with GET /me (`fetchMe`): `onDone` takes the answer; a refused token (401) ends the
 * session as expired at `signedOut`; any other failure shows `fallback` and goes to `unavailable`.
 */
export const sessionCheck = <TDone>({
  onDone,
  signedOut,
  unavailable,
  fallback,
}: {
  onDone: TDone;
  signedOut: string;
  unavailable: string;
  fallback: string;
}) =>
  ({
    id: 'fetchMe',
    src: 'fetchMe',
    onDone,
    onError: [
      {
        guard: { type: 'unauthorized', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
        target: signedOut,
        actions: sessionExpired,
      },
      { target: unavailable, actions: failWith(fallback) },
    ],
  }) as const;

/**
 * What a signed-in session answers in any of its states: sign-out, the API client's SESSION_EXPIRED (a refused
 * token it could not renew) and TOKENS_REFRESHED (rotated tokens, stored and persisted), and RESET.
 */
export const signedInEvents = (signedOut: string) =>
  ({
    LOGOUT: 'loggingOut',
    SESSION_EXPIRED: { target: signedOut, actions: sessionExpired },
    TOKENS_REFRESHED: { actions: ['storeTokens', 'persist'] },
    RESET: { actions: 'clearFeedback' },
  }) as const;

/** Sign-out (POST logout with the refresh token) ends at `signedOut` with `message`, even when the call fails. */
export const loggingOutState = (signedOut: string, message: string) => {
  const ended = { target: signedOut, actions: ['clearSession', { type: 'succeed', params: { message } }] } as const;
  return {
    invoke: {
      id: 'logout',
      src: 'logout',
      input: ({ context }: { context: { refreshToken: string | null } }) => ({ refreshToken: context.refreshToken }),
      onDone: ended,
      onError: ended,
    },
  } as const;
};
