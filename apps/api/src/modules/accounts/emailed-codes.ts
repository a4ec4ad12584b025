import type { Database } from '../../platform/db/database.js';
import { badRequest, tooManyRequests } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { CodeCheck, CodePurpose } from './codes.js';
import { RESEND_COOLDOWN_SECONDS } from './limits.js';
import type { UserRow } from './users.js';

/** Whom a code is mailed to: a customer, or a staff member (whose sign-in reuses these flows). */
export type CodeRecipient = Pick<UserRow, 'id' | 'email' | 'fullName'>;

/** The codes that travel by mail; a reset token travels as a link (see password-flows.ts). */
export type CodeMailPurpose = Exclude<CodePurpose, 'password-reset'>;

const cooldownMessage = (seconds: number) =>
  `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code`;

export const cooldownKey = (purpose: CodeMailPurpose, email: string) => `code-mail:${purpose}:${email}`;

const codeFailure = (check: Exclude<CodeCheck, 'ok'>) =>
  badRequest(check === 'exhausted' ? MESSAGES.exhaustedCode : MESSAGES.invalidCode);

/** Mailing, resending and checking the emailed one-time codes of the account flows. */
export function emailedCodes(deps: AccountServiceDeps) {
  const { db, codes, limiter, mails } = deps;

  const codeMail = (purpose: CodeMailPurpose, user: CodeRecipient, code: string) =>
    ({
      'email-verification': mails.verificationCode,
      'two-factor-login': mails.twoFactorLoginCode,
      'two-factor-setup': mails.twoFactorSetupCode,
    })[purpose](user.email, user.fullName, code);

  /** Issues and mails a code in one transaction (the mail leaves only if the code was stored). */
  async function sendCode(user: CodeRecipient, purpose: CodeMailPurpose) {
    await db.transaction(async (tx) => {
      const code = await codes.issueCode(tx, user.id, purpose);
      await enqueueMail(tx, codeMail(purpose, user, code));
    });
    deps.nudgeMail();
  }

  /** A customer asked for a code: refused (429, seconds left) within 30 s of the last one. */
  async function startResendCooldown(purpose: CodeMailPurpose, email: string) {
    const left = await limiter.startCooldown(cooldownKey(purpose, email), RESEND_COOLDOWN_SECONDS);
    if (left > 0) throw tooManyRequests(cooldownMessage(left), left);
  }

  /**
   * A login needs a code: a fresh one is mailed, unless one went out in the last 30 s and can still be used
   * (then that one is entered; repeated logins do not flood the inbox).
   */
  async function sendCodeForLogin(user: CodeRecipient, purpose: CodeMailPurpose) {
    const live = await codes.isLive(db, user.id, purpose);
    const left = await limiter.startCooldown(cooldownKey(purpose, user.email), RESEND_COOLDOWN_SECONDS);
    if (left === 0 || !live) await sendCode(user, purpose);
  }

  /**
   * Checks an emailed code and, when right, does `then` in the same transaction. A wrong code is refused after
   * the transaction commits, so its counted wrong try is kept.
   */
  async function withCode<T>(
    userId: string,
    purpose: CodePurpose,
    secret: string,
    then: (tx: Database) => Promise<T>,
    failure: (check: Exclude<CodeCheck, 'ok'>) => Error = codeFailure,
  ): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      const check = await codes.consume(tx, userId, purpose, secret);
      return check === 'ok' ? { check, value: await then(tx) } : { check };
    });
    if (outcome.check !== 'ok') throw failure(outcome.check);
    return (outcome as { value: T }).value;
  }

  return { codeMail, sendCode, startResendCooldown, sendCodeForLogin, withCode };
}
