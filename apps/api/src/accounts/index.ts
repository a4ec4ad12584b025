import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createRateLimiter } from '../rate-limit/rate-limiter.js';
import { brandFor } from '../system/brand.js';
import { accountMails } from './account-mails.js';
import { createAccountService } from './account-service.js';
import { useAuthentication } from './authenticate.js';
import { createCodeStore } from './codes.js';
import { deriveAccountKeys } from './keys.js';
import { scaledLimits } from './limits.js';
import {
  createPasswordHasher,
  defaultHashingLimits,
  type HashingLimits,
  PRODUCTION_SCRYPT_COST,
  type ScryptCost,
} from './passwords.js';
import { registerAccountRoutes } from './routes.js';
import { createSessionStore } from './sessions.js';

export type { Customer } from './customer.js';

export interface AccountsOptions {
  /** The clock every expiry is measured with; tests move it instead of sleeping. */
  now?: () => Date;
  /** Only tests pass a cheaper cost; production always hashes with PRODUCTION_SCRYPT_COST. */
  scryptCost?: ScryptCost;
  /** How many password hashes run and wait at once; defaults to the machine's cores (see passwords.ts). */
  hashingLimits?: HashingLimits;
}

/**
 * Customer accounts: decorates `app.authenticate` (so register this module before any module that binds a
 * signed-in operation) and serves the auth operations of the contract.
 */
export function registerAccounts(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
) {
  const now = options.now ?? (() => new Date());
  if (options.scryptCost && deps.config.env === 'production') {
    throw new Error('A custom scrypt cost is for tests only and is refused in production');
  }
  const keys = deriveAccountKeys(deps.config.jwtSecret);
  const previous = deps.config.jwtSecretPrevious;
  const sessions = createSessionStore({ ...keys, ...(previous && { previous: deriveAccountKeys(previous) }) }, now);
  const service = createAccountService({
    db: deps.db,
    now,
    passwords: createPasswordHasher(
      options.scryptCost ?? PRODUCTION_SCRYPT_COST,
      options.hashingLimits ?? defaultHashingLimits(),
    ),
    codes: createCodeStore(keys.secretHash, now),
    sessions,
    limiter: createRateLimiter(deps.db, now),
    limits: scaledLimits(deps.config.rateLimitScale),
    mails: accountMails(brandFor(deps.config.brand), deps.config.publicUrl),
    nudgeMail: deps.nudgeMail,
  });
  useAuthentication(app, { db: deps.db, sessions });
  registerAccountRoutes(app, service);
}
