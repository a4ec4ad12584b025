import { validateChangePassword, validateForgotPassword, validateResetPassword } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { badRequest, validationFailed } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import { emailedCodes } from './emailed-codes.js';
import { users } from './tables.js';
import { findUserByEmail, normalizeEmail, requireUser } from './users.js';
import { assertValid } from './validation.js';

/** A forgotten password (reset by an emailed link) and a signed-in change of password. */
export function passwordFlows(deps: AccountServiceDeps) {
  const { db, now, passwords, codes, sessions, limiter, limits, mails } = deps;
  const { withCode } = emailedCodes(deps);

  return {
    async forgotPassword(input: { email: string }, ip: string) {
      assertValid(validateForgotPassword(input));
      const email = normalizeEmail(input.email);
      await limiter.consume(limits.mailPerIp, ip);
      await limiter.consume(limits.mailPerAccount, email);
      const user = await findUserByEmail(db, email);
      if (user) {
        await db.transaction(async (tx) => {
          const token = await codes.issueResetToken(tx, user.id);
          await enqueueMail(tx, mails.passwordReset(user.email, user.fullName, token));
        });
        deps.nudgeMail();
      }
    },

    async resetPassword(input: { email: string; token: string; newPassword: string }, ip: string) {
      assertValid(validateResetPassword({ newPassword: input.newPassword, confirmPassword: input.newPassword }));
      await limiter.consume(limits.codeChecksPerIp, ip);
      const user = await findUserByEmail(db, input.email);
      if (!user || !input.token) throw badRequest(MESSAGES.invalidResetLink);
      const passwordHash = await passwords.hash(input.newPassword);
      await withCode(
        user.id,
        'password-reset',
        input.token,
        async (tx) => {
          // The link arrived by email, so it proves the address as well.
          await tx
            .update(users)
            .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now(), updatedAt: now() })
            .where(eq(users.id, user.id));
          await sessions.revokeAll(tx, user.id);
        },
        () => badRequest(MESSAGES.invalidResetLink),
      );
    },

    async changePassword(customer: Customer, input: { currentPassword: string; newPassword: string }) {
      assertValid(validateChangePassword({ ...input, confirmPassword: input.newPassword }));
      await limiter.check(limits.passwordChecksPerAccount, customer.id);
      const user = await requireUser(db, customer.id);
      if (!(await passwords.verify(input.currentPassword, user.passwordHash))) {
        await limiter.record(limits.passwordChecksPerAccount, customer.id);
        throw validationFailed(
          [{ field: 'currentPassword', message: MESSAGES.wrongCurrentPassword }],
          MESSAGES.wrongCurrentPassword,
        );
      }
      const passwordHash = await passwords.hash(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now() }).where(eq(users.id, user.id));
        await sessions.revokeAll(tx, user.id, customer.sessionId);
        await enqueueMail(tx, mails.passwordChanged(user.email, user.fullName));
      });
      deps.nudgeMail();
    },
  };
}
