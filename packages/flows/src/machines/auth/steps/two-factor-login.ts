import { AUTH_FALLBACK } from '../messages.js';
import { codeRegion, codeStepContext, codeStepOutput, codeStepSetup } from './code-step.js';

/**
 * Two-factor login: the code emailed at login, checked while its 5-minute clock runs. When the clock runs out the
 * step waits in `expired`: the only way on is to log in again (or Cancel, which the session machine handles).
 */
export const twoFactorLoginMachine = codeStepSetup.createMachine({
  id: 'twoFactorLogin',
  context: codeStepContext,
  initial: 'pending',
  states: {
    pending: {
      type: 'parallel',
      states: {
        code: codeRegion('verifyTwoFactor', AUTH_FALLBACK.verifyTwoFactor, '#twoFactorLogin.verified'),
        clock: {
          initial: 'running',
          states: {
            running: {
              after: { twoFactorLifetime: '#twoFactorLogin.expired' },
              on: { RESUME: { target: 'running', reenter: true } },
            },
          },
        },
      },
    },
    expired: {},
    verified: { type: 'final' },
  },
  output: codeStepOutput,
});
