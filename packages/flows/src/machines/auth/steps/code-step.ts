import { assertEvent, assign, setup } from 'xstate';
import { isCompleteCode } from '../../code-entry/code.js';
import { msUntil } from '../../code-entry/countdown.js';
import { type FeedbackPatch, requestFailed, requestStarted } from '../feedback.js';
import { placeholder } from '../placeholder.js';
import type { StepOutcome } from '../step-view.js';
import type { EmailCodeInput, EmailInput, Session } from '../types.js';

// What the two emailed-code steps of signing in share (two-factor login and email verification): the pending
// email, a deadline, the code being entered and checked, and the session a right code opens.

export interface CodeStepInput {
  email: string;
  /** Two-factor login: when the code dies. Email verification: when Resend Code is offered again. */
  deadline?: number | null;
}

export interface CodeStepContext {
  email: string;
  deadline: number | null;
  report: FeedbackPatch | null;
  session: Session | null;
}

export type CodeStepEvent =
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND_CODE' }
  /** Re-arm the timer after a restore: pending `after` timers are not persisted. */
  | { type: 'RESUME' };

export const codeStepSetup = setup({
  types: {
    context: {} as CodeStepContext,
    input: {} as CodeStepInput,
    events: {} as CodeStepEvent,
    output: {} as StepOutcome<Session>,
  },
  actors: {
    /** Checks the code: POST /users/verify-2fa or /users/verify-email. */
    verify: placeholder<Session, EmailCodeInput>('verify'),
    /** Only email verification offers it: POST /users/resend-verification. */
    resend: placeholder<unknown, EmailInput>('resend'),
  },
  actions: {
    report: assign((_, params: FeedbackPatch) => ({ report: params })),
    reportFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      report: requestFailed(params.error, params.fallback),
    })),
    keepSession: assign((_, params: { session: Session }) => ({ session: params.session })),
  },
  guards: {
    codeIsComplete: ({ event }) => event.type === 'SUBMIT_CODE' && isCompleteCode(event.code),
  },
  delays: {
    // Computed from the deadline in context, so a timer re-armed after a restore (RESUME) waits only what is left.
    twoFactorLifetime: ({ context }) => msUntil(context.deadline),
    resendCooldown: ({ context }) => msUntil(context.deadline),
  },
});

export const codeStepContext = ({ input }: { input: CodeStepInput }): CodeStepContext => ({
  email: input.email,
  deadline: input.deadline ?? null,
  report: null,
  session: null,
});

/** The session a right code opened; the session machine reports the success itself. */
export const codeStepOutput = ({ context }: { context: CodeStepContext }): StepOutcome<Session> => ({
  report: context.report,
  result: context.session ?? undefined,
});

/**
 * Entering the emailed 6-digit code; `verify` checks it (invoked as `call`, shown with `fallback` when the server
 * gives no message). A right code ends the step in `verifiedState`.
 */
export const codeRegion = (call: string, fallback: string, verifiedState: string) =>
  codeStepSetup.createStateConfig({
    initial: 'entering',
    states: {
      entering: {
        on: { SUBMIT_CODE: { guard: 'codeIsComplete', target: 'verifying' } },
      },
      verifying: {
        tags: ['submitting'],
        entry: { type: 'report', params: requestStarted() },
        invoke: {
          id: call,
          src: 'verify',
          input: ({ context, event }) => {
            assertEvent(event, 'SUBMIT_CODE');
            return { email: context.email, otp: event.code };
          },
          onDone: {
            target: verifiedState,
            actions: { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
          },
          onError: {
            target: 'entering',
            actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error, fallback }) },
          },
        },
      },
    },
  });
