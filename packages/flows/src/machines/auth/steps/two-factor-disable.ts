import { assign, setup } from 'xstate';
import { type FeedbackPatch, requestFailed, requestStarted, requestSucceeded } from '../feedback.js';
import { AUTH_FALLBACK, AUTH_SUCCESS } from '../messages.js';
import { placeholder } from '../placeholder.js';
import type { StepOutcome } from '../step-view.js';
import type { AuthUser } from '../types.js';

export interface TwoFactorDisableContext {
  report: FeedbackPatch | null;
  user: AuthUser | null;
}

const twoFactorDisableSetup = setup({
  types: {
    context: {} as TwoFactorDisableContext,
    events: {} as { type: 'CONFIRM' } | { type: 'CANCEL' },
    output: {} as StepOutcome<AuthUser>,
  },
  actors: {
    disableTwoFactor: placeholder<AuthUser, undefined>('disableTwoFactor'),
  },
  actions: {
    report: assign((_, params: FeedbackPatch) => ({ report: params })),
  },
});

/**
 * Turning two-factor login off: the question (DISABLE_TWO_FACTOR_CONFIRMATION) is asked first; Cancel leaves
 * everything as it was. Finishes with the updated customer when disabled.
 */
export const twoFactorDisableMachine = twoFactorDisableSetup.createMachine({
  id: 'twoFactorDisable',
  context: { report: null, user: null },
  initial: 'confirming',
  states: {
    confirming: {
      on: { CONFIRM: 'disabling', CANCEL: 'cancelled' },
    },
    disabling: {
      tags: ['submitting'],
      entry: { type: 'report', params: requestStarted() },
      invoke: {
        id: 'disableTwoFactor',
        src: 'disableTwoFactor',
        onDone: {
          target: 'disabled',
          actions: [
            assign({ user: ({ event }) => event.output }),
            { type: 'report', params: requestSucceeded(AUTH_SUCCESS.twoFactorDisabled) },
          ],
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'report',
            params: ({ event }) => requestFailed(event.error, AUTH_FALLBACK.disableTwoFactor),
          },
        },
      },
    },
    disabled: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ report: context.report, result: context.user ?? undefined }),
});
