import { emailError } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { badRequest, conflict, unauthorized } from '../../platform/http/http-error.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import { emailedCodes } from './emailed-codes.js';
import { sessionStarter } from './sign-in.js';
import { users } from './tables.js';
import { findUserByEmail, publicUser, requireUser, type UserRow } from './users.js';
import { assertValid } from './validation.js';

/** Two-factor login: the code step of signing in, and turning it on (confirmed by a code) and off. */
export function twoFactorFlows(deps: AccountServiceDeps) {
  const { db, now, limiter, limits } = deps;
  const { sendCode, startResendCooldown, withCode } = emailedCodes(deps);
  const startSession = sessionStarter(deps);

  return {
    async verifyTwoFactor(input: { email: string; otp: string }, ip: string) {
      assertValid({ email: emailError(input.email) });
      await limiter.consume(limits.codeChecksPerIp, ip);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw badRequest(MESSAGES.invalidCode);
      return withCode(user.id, 'two-factor-login', input.otp, (tx) => startSession(tx, user.id));
    },

    async enableTwoFactor(customer: Customer, ip: string) {
      const user = await requireUser(db, customer.id);
      if (user.twoFactorEnabled) throw conflict('Two-factor authentication is already enabled');
      await limiter.consume(limits.mailPerIp, ip);
      await startResendCooldown('two-factor-setup', user.email);
      await limiter.consume(limits.mailPerAccount, user.email);
      await sendCode(user, 'two-factor-setup');
      return { email: user.email };
    },

    async verifyTwoFactorSetup(customer: Customer, input: { otp: string }, ip: string) {
      await limiter.consume(limits.codeChecksPerIp, ip);
      return withCode(customer.id, 'two-factor-setup', input.otp, async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ twoFactorEnabled: true, updatedAt: now() })
          .where(eq(users.id, customer.id))
          .returning();
        return publicUser(user as UserRow);
      });
    },

    async disableTwoFactor(customer: Customer) {
      const [user] = await db
        .update(users)
        .set({ twoFactorEnabled: false, updatedAt: now() })
        .where(eq(users.id, customer.id))
        .returning();
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return publicUser(user);
    },
  };
}
