import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { brandFor } from '../../platform/system/brand.js';
import type { AccountServiceDeps } from './account-deps.js';
import { accountMails } from './account-mails.js';
import { createAccountService } from './account-service.js';
import { useAuthentication } from './authenticate.js';
import { createCodeStore } from './codes.js';
import type { CredentialTables } from './credential-tables.js';
import { deriveAccountKeys } from './keys.js';
import { type AccountLimits, scaledLimits } from './limits.js';
import {
  createPasswordHasher,
  defaultHashingLimits,
  type HashingLimits,
  PRODUCTION_SCRYPT_COST,
  type ScryptCost,
} from './passwords.js';
import { registerAccountRoutes } from './routes.js';
import { createSessionStore, type SessionOwners } from './sessions.js';
import { shedSignInsWhenHashingIsBusy } from './shed-sign-ins.js';

export type { AccountServiceDeps } from './account-deps.js';
export { MESSAGES } from './account-messages.js';
export type { CredentialOwner, CredentialTables } from './credential-tables.js';
export { credentialTables } from './credential-tables.js';
export type { Customer } from './customer.js';
export { type CodeRecipient, emailedCodes } from './emailed-codes.js';
export { STAFF_LIMITS } from './limits.js';
export { unhurriedHashingLimits } from './passwords.js';
export type { SessionStore } from './sessions.js';
export { shedSignInsWhenHashingIsBusy } from './shed-sign-ins.js';
export { passwordCheck, signInFlows } from './sign-in.js';
export {
  customerContact,
  customerContacts,
  customerIdsMatching,
  findUserById,
  normalizeEmail,
} from './users.js';
export { assertValid } from './validation.js';

export interface AccountsOptions {
  /** The clock every expiry is measured with; tests move it instead of sleeping. */
  now?: () => Date;
  /** Only tests pass a cheaper cost; production always hashes with PRODUCTION_SCRYPT_COST. */
  scryptCost?: ScryptCost;
  /** How many password hashes run and wait at once; defaults to the machine's cores (see passwords.ts). */
  hashingLimits?: HashingLimits;
}

/** Another kind of account that signs in with the same machinery: its audience, code table and session owners. */
export interface CredentialKind {
  /** Keys of its own (see keys.ts), so its tokens and a customer's never verify for each other. */
  audience: string;
  codes: CredentialTables['oneTimeCodes'];
  sessions: SessionOwners;
  /** Rate limits of its own, counted apart from the customers' (see limits.ts). */
  limits: AccountLimits;
}

/**
 * Builds what every sign-in flow works with: password hashing, emailed codes, sessions, rate limits and mails.
 * Customers use it with their tables; the staff module with its own (`kind`).
 */
export function accountServiceDeps(
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
  kind?: CredentialKind,
): AccountServiceDeps {
  const now = options.now ?? (() => new Date());
  if (options.scryptCost && deps.config.env === 'production') {
    throw new Error('A custom scrypt cost is for tests only and is refused in production');
  }
  const keys = deriveAccountKeys(deps.config.jwtSecret, kind?.audience);
  const previous = deps.config.jwtSecretPrevious;
  const sessionKeys = { ...keys, ...(previous && { previous: deriveAccountKeys(previous, kind?.audience) }) };
  return {
    db: deps.db,
    now,
    passwords: createPasswordHasher(
      options.scryptCost ?? PRODUCTION_SCRYPT_COST,
      options.hashingLimits ?? {
        ...defaultHashingLimits(),
        ...(deps.config.hashingMaxWaitMs && { maxWaitMs: deps.config.hashingMaxWaitMs }),
      },
    ),
    codes: createCodeStore(keys.secretHash, now, kind?.codes),
    sessions: createSessionStore(sessionKeys, now, kind?.sessions),
    limiter: createRateLimiter(deps.db, now),
    limits: scaledLimits(deps.config.rateLimitScale, kind?.limits),
    mails: accountMails(brandFor(deps.config.brand), deps.config.publicUrl),
    nudgeMail: deps.nudgeMail,
  };
}

/**
 * Customer accounts: decorates `app.authenticate` (so register this module before any module that binds a
 * signed-in operation) and serves the auth operations of the contract.
 */
function registerAccounts(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
) {
  const serviceDeps = accountServiceDeps(deps, options);
  const service = createAccountService(serviceDeps);
  useAuthentication(app, { db: deps.db, sessions: serviceDeps.sessions });
  shedSignInsWhenHashingIsBusy(app, serviceDeps.passwords, ['login', 'register']);
  registerAccountRoutes(app, service);
}

/** The accounts module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const accountsModule = modulePlugin(
  'accounts',
  [],
  (app, { options, ...deps }: Parameters<typeof registerAccounts>[1] & { options?: AccountsOptions }) =>
    registerAccounts(app, deps, options),
);
