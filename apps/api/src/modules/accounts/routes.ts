import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import type { AccountService } from './account-service.js';

/** Thin HTTP layer over the account flows: every operation of the contract's `auth` tag. */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService) {
  bindOperation(app, 'register', async (request, reply) => {
    const { body } = request;
    reply.status(201);
    return ok(await accounts.register(body, request.ip), 'Verification code sent to your email');
  });

  bindOperation(app, 'resendVerification', async (request) => {
    const { body } = request;
    return ok(await accounts.resendVerification(body, request.ip), 'Verification code sent successfully');
  });

  bindOperation(app, 'verifyEmail', async (request) => {
    const { body } = request;
    return ok(await accounts.verifyEmail(body, request.ip), 'Email verified successfully');
  });

  bindOperation(app, 'login', async (request) => {
    const { body } = request;
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
    const { body } = request;
    return ok(await accounts.verifyTwoFactor(body, request.ip), 'Login successful');
  });

  bindOperation(app, 'enableTwoFactor', async (request) =>
    ok(await accounts.enableTwoFactor(request.customer, request.ip), 'Verification code sent to your email'),
  );

  bindOperation(app, 'verifyTwoFactorSetup', async (request) => {
    const { body } = request;
    const user = await accounts.verifyTwoFactorSetup(request.customer, body, request.ip);
    return ok({ user }, 'Two-factor authentication enabled successfully');
  });

  bindOperation(app, 'disableTwoFactor', async (request) =>
    ok({ user: await accounts.disableTwoFactor(request.customer) }, 'Two-factor authentication disabled successfully'),
  );

  bindOperation(app, 'forgotPassword', async (request) => {
    const { body } = request;
    await accounts.forgotPassword(body, request.ip);
    return ok({}, 'Password reset instructions sent to your email');
  });

  bindOperation(app, 'resetPassword', async (request) => {
    const { body } = request;
    await accounts.resetPassword(body, request.ip);
    return ok({}, 'Password reset successful. You can now log in with your new password.');
  });

  bindOperation(app, 'changePassword', async (request) => {
    const { body } = request;
    await accounts.changePassword(request.customer, body);
    return ok({}, 'Password changed successfully');
  });

  bindOperation(app, 'logout', async (request) => {
    await accounts.logout(request.customer, request.body?.refreshToken);
    return ok({}, 'Successfully logged out');
  });

  bindOperation(app, 'refreshToken', async (request) => {
    const { body } = request;
    return ok(await accounts.refresh(body, request.ip));
  });

  bindOperation(app, 'getCurrentUser', async (request) => ok({ user: await accounts.currentUser(request.customer) }));

  bindOperation(app, 'updateProfile', async (request) => {
    const { body } = request;
    return ok({ user: await accounts.updateProfile(request.customer, body) }, 'Profile updated successfully');
  });

  bindOperation(app, 'updateBilling', async (request) => {
    const { body } = request;
    return ok({ user: await accounts.updateBilling(request.customer, body) }, 'Billing details updated successfully');
  });
}
