import type { Database } from '../../platform/db/database.js';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import type { AccountMails } from './account-mails.js';
import type { CodeStore } from './codes.js';
import type { AccountLimits } from './limits.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionStore } from './sessions.js';

/** What every account flow works with; `registerAccounts` builds it once. */
export interface AccountServiceDeps {
  db: Database;
  now: () => Date;
  passwords: PasswordHasher;
  codes: CodeStore;
  sessions: SessionStore;
  limiter: RateLimiter;
  limits: AccountLimits;
  mails: AccountMails;
  /** Asks the outbox worker to deliver now (after a transaction that queued mail committed). */
  nudgeMail: () => void;
}
