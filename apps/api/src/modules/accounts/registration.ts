import { emailError, validateRegister } from '@startwise/flows/rules';
import { badRequest } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import { cooldownKey, emailedCodes } from './emailed-codes.js';
import { RESEND_COOLDOWN_SECONDS } from './limits.js';
import { sessionStarter } from './sign-in.js';
import { users } from './tables.js';
import { findUserByEmail, normalizeEmail, type UserRow } from './users.js';
import { assertValid } from './validation.js';

/** Creating an account and proving its email address with an emailed code (which signs the customer in). */
export function registrationFlows(deps: AccountServiceDeps) {
  const { db, now, passwords, codes, limiter, limits, mails } = deps;
  const { codeMail, sendCode, startResendCooldown, withCode } = emailedCodes(deps);
  const startSession = sessionStarter(deps);

  return {
    async register(input: { fullName: string; email: string; phone?: string | null; password: string }, ip: string) {
      assertValid(validateRegister({ ...input, phone: input.phone ?? undefined, confirmPassword: input.password }));
      passwords.refuseWhenBusy();
      const email = normalizeEmail(input.email);
      await limiter.consume(limits.mailPerIp, ip);
      await limiter.consume(limits.mailPerAccount, email);
      // Hashed for an existing email too, so both answers take the same time.
      const passwordHash = await passwords.hash(input.password);
      await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            email,
            fullName: input.fullName.trim(),
            phone: input.phone?.trim() || null,
            passwordHash,
            createdAt: now(),
            updatedAt: now(),
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        if (created) {
          const code = await codes.issueCode(tx, created.id, 'email-verification');
          await enqueueMail(tx, codeMail('email-verification', created, code));
        } else {
          const owner = (await findUserByEmail(tx, email)) as UserRow;
          await enqueueMail(tx, mails.registrationAttempt(owner.email, owner.fullName));
        }
      });
      await limiter.startCooldown(cooldownKey('email-verification', email), RESEND_COOLDOWN_SECONDS);
      deps.nudgeMail();
      return { email };
    },

    async resendVerification(input: { email: string }, ip: string) {
      assertValid({ email: emailError(input.email) });
      const email = normalizeEmail(input.email);
      await limiter.consume(limits.mailPerIp, ip);
      await startResendCooldown('email-verification', email);
      await limiter.consume(limits.mailPerAccount, email);
      const user = await findUserByEmail(db, email);
      // Same answer whether or not there is anything to verify: no account enumeration.
      if (user && !user.emailVerifiedAt) await sendCode(user, 'email-verification');
      return { email };
    },

    async verifyEmail(input: { email: string; otp: string }, ip: string) {
      assertValid({ email: emailError(input.email) });
      await limiter.consume(limits.codeChecksPerIp, ip);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw badRequest(MESSAGES.invalidCode);
      return withCode(user.id, 'email-verification', input.otp, (tx) =>
        startSession(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now() }),
      );
    },
  };
}
