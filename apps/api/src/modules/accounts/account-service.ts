import type { AccountServiceDeps } from './account-deps.js';
import { billingFlows } from './billing.js';
import { passwordFlows } from './password-flows.js';
import { profileFlows } from './profile.js';
import { registrationFlows } from './registration.js';
import { signInFlows } from './sign-in.js';
import { twoFactorFlows } from './two-factor.js';

export type { AccountServiceDeps } from './account-deps.js';

/**
 * The customer-account flows, one file per concern; routes only parse and shape envelopes around these
 * (docs/accounts.md).
 */
export function createAccountService(deps: AccountServiceDeps) {
  return {
    ...registrationFlows(deps),
    ...signInFlows(deps),
    ...twoFactorFlows(deps),
    ...passwordFlows(deps),
    ...profileFlows(deps),
    ...billingFlows(deps),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
