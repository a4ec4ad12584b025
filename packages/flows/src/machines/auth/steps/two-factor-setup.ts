import { assertEvent, assign, setup } from 'xstate';
import { isCompleteCode } from '../../code-entry/code.js';
import { type FeedbackPatch, feedbackCleared, requestFailed, requestStarted, requestSucceeded } from '../feedback.js';
import { AUTH_FALLBACK, AUTH_SUCCESS } from '../messages.js';
import { placeholder } from '../placeholder.js';
import type { StepOutcome } from '../step-view.js';
import type { AuthUser, CodeInput } from '../types.js';

export interface TwoFactorSetupContext {
  report: FeedbackPatch | null;
  user: AuthUser | null;
}

type TwoFactorSetupEvent = { type: 'SUBMIT_CODE'; code: string } | { type: 'CANCEL' };

const twoFactorSetupSetup = setup({
  types: {
    context: {} as TwoFactorSetupContext,
    events: {} as TwoFactorSetupEvent,
    output: {} as StepOutcome<AuthUser>,
  },
  actors: {
    enableTwoFactor: placeholder<unknown, undefined>('enableTwoFactor'),
    verifyTwoFactorSetup: placeholder<AuthUser, CodeInput>('verifyTwoFactorSetup'),
  },
  actions: {
    report: assign((_, params: FeedbackPatch) => ({ report: params })),
    reportFailure: assign((_, params: { error: unknown; fallback: string }) => ({
      report: requestFailed(params.error, params.fallback),
    })),
  },
  guards: {
    codeIsComplete: ({ event }) => event.type === 'SUBMIT_CODE' && isCompleteCode(event.code),
  },
});

/**
 * Turning two-factor login on, from the profile's security tab: request a code, enter the emailed 6-digit code,
 * enabled. Cancel is offered while the code is awaited. Finishes with the updated customer when enabled.
 */
export const twoFactorSetupMachine = twoFactorSetupSetup.createMachine({
  id: 'twoFactorSetup',
  context: { report: null, user: null },
  initial: 'requestingCode',
  states: {
    requestingCode: {
      tags: ['submitting'],
      entry: { type: 'report', params: requestStarted() },
      invoke: {
        id: 'enableTwoFactor',
        src: 'enableTwoFactor',
        onDone: {
          target: 'awaitingCode',
          actions: { type: 'report', params: requestSucceeded(AUTH_SUCCESS.codeSent) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: event.error, fallback: AUTH_FALLBACK.enableTwoFactor }),
          },
        },
      },
    },
    awaitingCode: {
      on: {
        SUBMIT_CODE: { guard: 'codeIsComplete', target: 'verifying' },
        CANCEL: { target: 'cancelled', actions: { type: 'report', params: feedbackCleared() } },
      },
    },
    verifying: {
      tags: ['submitting'],
      entry: { type: 'report', params: requestStarted() },
      invoke: {
        id: 'verifyTwoFactorSetup',
        src: 'verifyTwoFactorSetup',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT_CODE');
          return { otp: event.code };
        },
        onDone: {
          target: 'enabled',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'report', params: requestSucceeded(AUTH_SUCCESS.twoFactorEnabled) },
          ],
        },
        onError: {
          target: 'awaitingCode',
          actions: {
            type: 'reportFailure',
            params: ({ event }) => ({ error: event.error, fallback: AUTH_FALLBACK.verifyTwoFactorSetup }),
          },
        },
      },
    },
    enabled: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ report: context.report, result: context.user ?? undefined }),
});
