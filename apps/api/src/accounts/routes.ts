import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope.js';
import { bindOperation } from '../http/operations.js';
import type { AccountService } from './account-service.js';

type Body<T> = { body: T };

/** Thin HTTP layer over the account flows: every operation of the contract's `auth` tag. */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService) {
  bindOperation(app, 'register', async (request, reply) => {
    const { body } = request as Body<Parameters<AccountService['register']>[0]>;
    reply.status(201);
    return ok(await accounts.register(body, request.ip), 'Verification code sent to your email');
  });

  bindOperation(app, 'resendVerification', async (request) => {
    const { body } = request as Body<{ email: string }>;
    return ok(await accounts.resendVerification(body, request.ip), 'Verification code sent successfully');
  });

  bindOperation(app, 'verifyEmail', async (request) => {
    const { body } = request as Body<{ email: string; otp: string }>;
    return ok(await accounts.verifyEmail(body, request.ip), 'Email verified successfully');
  });

  bindOperation(app, 'login', async (request) => {
    const { body } = request as Body<{ email: string; password: string }>;
    const result = await accounts.login(body, request.ip);
    switch (result.kind) {
      case 'email-verification':
        return ok({ emailVerificationRequired: true, email: result.email }, 'Verification code sent to your email');
      case 'two-factor':
        return ok({ twoFactorRequired: true, email: result.email }, 'Verification code sent to your email');
      default: {
        const { kind: _kind, ...session } = result;
        return ok({ ...session, twoFactorRequired: false, emailVerificationRequired: false }, 'Login successful');
      }
    }
  });

  bindOperation(app, 'verifyTwoFactor', async (request) => {
    const { body } = request as Body<{ email: string; otp: string }>;
    return ok(await accounts.verifyTwoFactor(body, request.ip), 'Login successful');
  });

  bindOperation(app, 'enableTwoFactor', async (request) =>
    ok(await accounts.enableTwoFactor(request.customer, request.ip), 'Verification code sent to your email'),
  );

  bindOperation(app, 'verifyTwoFactorSetup', async (request) => {
    const { body } = request as Body<{ otp: string }>;
    const user = await accounts.verifyTwoFactorSetup(request.customer, body, request.ip);
    return ok({ user }, 'Two-factor authentication enabled successfully');
  });

  bindOperation(app, 'disableTwoFactor', async (request) =>
    ok({ user: await accounts.disableTwoFactor(request.customer) }, 'Two-factor authentication disabled successfully'),
  );

  bindOperation(app, 'forgotPassword', async (request) => {
    const { body } = request as Body<{ email: string }>;
    await accounts.forgotPassword(body, request.ip);
    return ok({}, 'Password reset instructions sent to your email');
  });

  bindOperation(app, 'resetPassword', async (request) => {
    const { body } = request as Body<{ email: string; token: string; newPassword: string }>;
    await accounts.resetPassword(body, request.ip);
    return ok({}, 'Password reset successful. You can now log in with your new password.');
  });

  bindOperation(app, 'changePassword', async (request) => {
    const { body } = request as Body<{ currentPassword: string; newPassword: string }>;
    await accounts.changePassword(request.customer, body);
    return ok({}, 'Password changed successfully');
  });

  bindOperation(app, 'logout', async (request) => {
    const body = (request.body ?? {}) as { refreshToken?: string };
    await accounts.logout(request.customer, body.refreshToken);
    return ok({}, 'Successfully logged out');
  });

  bindOperation(app, 'refreshToken', async (request) => {
    const { body } = request as Body<{ refreshToken: string }>;
    return ok(await accounts.refresh(body, request.ip));
  });

  bindOperation(app, 'getCurrentUser', async (request) => ok({ user: await accounts.currentUser(request.customer) }));

  bindOperation(app, 'updateProfile', async (request) => {
    const { body } = request as Body<{ fullName: string; phone?: string | null }>;
    return ok({ user: await accounts.updateProfile(request.customer, body) }, 'Profile updated successfully');
  });

  bindOperation(app, 'updateBilling', async (request) => {
    const { body } = request as Body<Parameters<AccountService['updateBilling']>[1]>;
    return ok({ user: await accounts.updateBilling(request.customer, body) }, 'Billing details updated successfully');
  });
}
