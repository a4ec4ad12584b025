import { validateLogin } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { unauthorized } from '../../platform/http/http-error.js';
import type { AccountServiceDeps } from './account-deps.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import { emailedCodes } from './emailed-codes.js';
import { users } from './tables.js';
import { findUserByEmail, normalizeEmail, publicUser, type UserRow } from './users.js';
import { assertValid } from './validation.js';

/** Starts a session for a customer who proved who they are, applying `changes` to the account on the way. */
export function sessionStarter({ now, sessions }: Pick<AccountServiceDeps, 'now' | 'sessions'>) {
  return async function startSession(tx: Database, userId: string, changes: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning();
    const tokens = await sessions.start(tx, userId);
    return { ...tokens, user: publicUser(user as UserRow) };
  };
}

/**
 * Checks a sign-in's email and password under the login rate limits and answers the account, or the same 401 for
 * an unknown account and a wrong password (in the same time). `find` is undefined for an account that may not
 * sign in. Failures count per account and address (`failureSubject`); staff count them per account alone.
 */
export function passwordCheck({
  passwords,
  limiter,
  limits,
}: Pick<AccountServiceDeps, 'passwords' | 'limiter' | 'limits'>) {
  return async function checkPassword<Account extends { passwordHash: string }>(
    input: { email: string; password: string },
    ip: string,
    find: (email: string) => Promise<Account | undefined>,
    failureSubject = (email: string) => `${email}|${ip}`,
  ): Promise<Account> {
    assertValid(validateLogin(input));
    passwords.refuseWhenBusy();
    const email = normalizeEmail(input.email);
    const pair = failureSubject(email);
    await limiter.consume(limits.loginPerIp, ip);
    await limiter.check(limits.loginFailuresPerAccountAndIp, pair);
    const account = await find(email);
    const passwordOk = account
      ? await passwords.verify(input.password, account.passwordHash)
      : await passwords.verifyNobody(input.password);
    if (!account || !passwordOk) {
      await limiter.record(limits.loginFailuresPerAccountAndIp, pair);
      throw unauthorized(MESSAGES.invalidCredentials);
    }
    return account;
  };
}

/** Signing in with a password (and the code step it may need), renewing tokens and signing out. */
export function signInFlows(deps: AccountServiceDeps) {
  const { db, sessions, limiter, limits } = deps;
  const { sendCodeForLogin } = emailedCodes(deps);
  const startSession = sessionStarter(deps);
  const checkPassword = passwordCheck(deps);

  return {
    async login(input: { email: string; password: string }, ip: string) {
      const user = await checkPassword(input, ip, (email) => findUserByEmail(db, email));
      if (!user.emailVerifiedAt) {
        await sendCodeForLogin(user, 'email-verification');
        return { kind: 'email-verification' as const, email: user.email };
      }
      if (user.twoFactorEnabled) {
        await sendCodeForLogin(user, 'two-factor-login');
        return { kind: 'two-factor' as const, email: user.email };
      }
      return { kind: 'signed-in' as const, ...(await db.transaction((tx) => startSession(tx, user.id))) };
    },

    async logout(customer: Pick<Customer, 'id' | 'sessionId'>, refreshToken: string | undefined) {
      await db.transaction(async (tx) => {
        await sessions.revoke(tx, customer.sessionId);
        const other = refreshToken && (await sessions.sessionOfRefreshToken(tx, customer.id, refreshToken));
        if (other) await sessions.revoke(tx, other);
      });
    },

    async refresh(input: { refreshToken: string }, ip: string) {
      await limiter.consume(limits.refreshPerIp, ip);
      const result = await sessions.rotate(db, input.refreshToken);
      if (result.outcome === 'rejected') throw unauthorized(MESSAGES.sessionExpired);
      return result.tokens;
    },
  };
}
