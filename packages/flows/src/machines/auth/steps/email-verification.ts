import { assign } from 'xstate';
import { requestStarted, requestSucceeded } from '../feedback.js';
import { AUTH_FALLBACK, AUTH_SUCCESS } from '../messages.js';
import { RESEND_COOLDOWN_MS } from '../timing.js';
import { codeRegion, codeStepContext, codeStepOutput, codeStepSetup } from './code-step.js';

/**
 * Email verification: the code emailed at registration (or at a login of an unverified account), with Resend Code
 * offered once the cooldown after the last send is over (the server refuses sooner with a 429). Without a recorded
 * send (after a reload) the cooldown is already over.
 */
export const emailVerificationMachine = codeStepSetup.createMachine({
  id: 'emailVerification',
  context: codeStepContext,
  initial: 'pending',
  states: {
    pending: {
      type: 'parallel',
      states: {
        code: codeRegion('verifyEmail', AUTH_FALLBACK.verifyEmail, '#emailVerification.verified'),
        resend: {
          initial: 'coolingDown',
          states: {
            coolingDown: {
              after: { resendCooldown: 'ready' },
              on: { RESUME: { target: 'coolingDown', reenter: true } },
            },
            ready: {
              on: { RESEND_CODE: 'sending' },
            },
            sending: {
              tags: ['resending'],
              entry: { type: 'report', params: requestStarted() },
              invoke: {
                id: 'resendVerification',
                src: 'resend',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'coolingDown',
                  actions: [
                    assign({ deadline: () => Date.now() + RESEND_COOLDOWN_MS }),
                    { type: 'report', params: requestSucceeded(AUTH_SUCCESS.codeResent) },
                  ],
                },
                onError: {
                  target: 'ready',
                  actions: {
                    type: 'reportFailure',
                    params: ({ event }) => ({ error: event.error, fallback: AUTH_FALLBACK.resendVerification }),
                  },
                },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
  output: codeStepOutput,
});
