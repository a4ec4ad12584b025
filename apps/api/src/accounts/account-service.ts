import {
  emailError,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { badRequest, conflict, tooManyRequests, unauthorized, validationFailed } from '../http/http-error.js';
import { enqueueMail } from '../mail/outbox.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AccountMails } from './account-mails.js';
import type { CodeCheck, CodePurpose, CodeStore } from './codes.js';
import { gstinCheckDigitIsValid } from './gstin.js';
import { type AccountLimits, RESEND_COOLDOWN_SECONDS } from './limits.js';
import type { PasswordHasher } from './passwords.js';
import type { SessionStore } from './sessions.js';
import { users } from './tables.js';
import { findUserByEmail, findUserById, normalizeEmail, publicUser, type UserRow } from './users.js';
import { assertValid } from './validation.js';

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

/** The signed-in customer as `app.authenticate` puts it on the request. */
export interface Customer {
  id: string;
  email: string;
  /** The session (refresh-token family) of the access token used. */
  sessionId: string;
}

export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid or expired code',
  exhaustedCode: 'Too many incorrect attempts. Please request a new code.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  sessionExpired: 'Session expired',
  invalidGstin: 'Please enter a valid GSTIN',
} as const;

const cooldownMessage = (seconds: number) =>
  `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code`;

/** The customer-account flows of spec sections 4 and 7; routes only parse and shape envelopes around these. */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, now, passwords, codes, sessions, limiter, limits, mails } = deps;
  type CodeMailPurpose = Exclude<CodePurpose, 'password-reset'>;

  const codeMail = (purpose: CodeMailPurpose, user: UserRow, code: string) =>
    ({
      'email-verification': mails.verificationCode,
      'two-factor-login': mails.twoFactorLoginCode,
      'two-factor-setup': mails.twoFactorSetupCode,
    })[purpose](user.email, user.fullName, code);

  const cooldownKey = (purpose: CodeMailPurpose, email: string) => `code-mail:${purpose}:${email}`;

  /** Issues and mails a code in one transaction (the mail leaves only if the code was stored). */
  async function sendCode(user: UserRow, purpose: CodeMailPurpose) {
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
  async function sendCodeForLogin(user: UserRow, purpose: CodeMailPurpose) {
    const live = await codes.isLive(db, user.id, purpose);
    const left = await limiter.startCooldown(cooldownKey(purpose, user.email), RESEND_COOLDOWN_SECONDS);
    if (left === 0 || !live) await sendCode(user, purpose);
  }

  const codeFailure = (check: Exclude<CodeCheck, 'ok'>) =>
    badRequest(check === 'exhausted' ? MESSAGES.exhaustedCode : MESSAGES.invalidCode);

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

  async function signIn(tx: Database, userId: string, changes: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now() })
      .where(eq(users.id, userId))
      .returning();
    const tokens = await sessions.start(tx, userId);
    return { ...tokens, user: publicUser(user as UserRow) };
  }

  async function requireUser(id: string): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    return user;
  }

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
        signIn(tx, user.id, { emailVerifiedAt: user.emailVerifiedAt ?? now() }),
      );
    },

    async login(input: { email: string; password: string }, ip: string) {
      assertValid(validateLogin(input));
      passwords.refuseWhenBusy();
      const email = normalizeEmail(input.email);
      const pair = `${email}|${ip}`;
      await limiter.consume(limits.loginPerIp, ip);
      await limiter.check(limits.loginFailuresPerAccountAndIp, pair);
      const user = await findUserByEmail(db, email);
      const passwordOk = user
        ? await passwords.verify(input.password, user.passwordHash)
        : await passwords.verifyNobody(input.password);
      if (!user || !passwordOk) {
        await limiter.record(limits.loginFailuresPerAccountAndIp, pair);
        throw unauthorized(MESSAGES.invalidCredentials);
      }
      if (!user.emailVerifiedAt) {
        await sendCodeForLogin(user, 'email-verification');
        return { kind: 'email-verification' as const, email: user.email };
      }
      if (user.twoFactorEnabled) {
        await sendCodeForLogin(user, 'two-factor-login');
        return { kind: 'two-factor' as const, email: user.email };
      }
      return { kind: 'signed-in' as const, ...(await db.transaction((tx) => signIn(tx, user.id))) };
    },

    async verifyTwoFactor(input: { email: string; otp: string }, ip: string) {
      assertValid({ email: emailError(input.email) });
      await limiter.consume(limits.codeChecksPerIp, ip);
      const user = await findUserByEmail(db, input.email);
      if (!user) throw badRequest(MESSAGES.invalidCode);
      return withCode(user.id, 'two-factor-login', input.otp, (tx) => signIn(tx, user.id));
    },

    async enableTwoFactor(customer: Customer, ip: string) {
      const user = await requireUser(customer.id);
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
      const user = await requireUser(customer.id);
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

    async logout(customer: Customer, refreshToken: string | undefined) {
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

    async currentUser(customer: Customer) {
      return publicUser(await requireUser(customer.id));
    },

    async updateProfile(customer: Customer, input: { fullName: string; phone?: string | null }) {
      assertValid(validateProfile({ fullName: input.fullName, phone: input.phone ?? undefined }));
      const [user] = await db
        .update(users)
        .set({ fullName: input.fullName.trim(), phone: input.phone?.trim() || null, updatedAt: now() })
        .where(eq(users.id, customer.id))
        .returning();
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return publicUser(user);
    },

    async updateBilling(
      customer: Customer,
      input: { businessName?: string | null; gstin?: string | null; address?: string | null; state?: string | null },
    ) {
      if (input.gstin && !gstinCheckDigitIsValid(input.gstin)) {
        throw validationFailed([{ field: 'gstin', message: MESSAGES.invalidGstin }], MESSAGES.invalidGstin);
      }
      // An absent key keeps its value; null (or blank text) clears it.
      const cleaned = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);
      const changes = {
        billingBusinessName: cleaned(input.businessName),
        billingGstin: cleaned(input.gstin),
        billingAddress: cleaned(input.address),
        billingState: cleaned(input.state),
      };
      const [user] = await db
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, customer.id))
        .returning();
      if (!user) throw unauthorized(MESSAGES.sessionExpired);
      return publicUser(user);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
