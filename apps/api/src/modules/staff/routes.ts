import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import type { AccountServiceDeps } from '../accounts/index.js';
import type { staffManagement } from './staff-management.js';
import { type Actor, findStaffById, listAssignableStaff, listStaffMembers, publicStaff } from './staff-members.js';
import type { staffSignInFlows } from './staff-sign-in.js';

/** The audit row's author of a change made in this request. */
export const actorOf = (request: FastifyRequest): Actor => ({ staffId: request.staff.id, requestId: request.id });

/** Thin HTTP layer over staff sign-in and staff management (the contract's `Back office` staff operations). */
export function registerStaffRoutes(
  app: FastifyInstance,
  deps: AccountServiceDeps,
  signIn: ReturnType<typeof staffSignInFlows>,
  management: ReturnType<typeof staffManagement>,
) {
  bindOperation(app, 'staffLogin', async (request) =>
    ok(await signIn.login(request.body, request.ip), 'Verification code sent to your email'),
  );

  bindOperation(app, 'staffVerifyCode', async (request) =>
    ok(await signIn.verifyCode(request.body, request.ip), 'Login successful'),
  );

  bindOperation(app, 'staffRefreshToken', async (request) => ok(await signIn.refresh(request.body, request.ip)));

  bindOperation(app, 'staffLogout', async (request) => {
    await signIn.logout(request.staff, request.body?.refreshToken);
    return ok({}, 'Successfully logged out');
  });

  bindOperation(app, 'getStaffMe', async (request) => {
    const member = await findStaffById(deps.db, request.staff.id);
    if (!member) throw notFound('Staff member not found');
    return ok({ staff: publicStaff(member) });
  });

  bindOperation(app, 'listStaff', async () => ok({ staff: await listStaffMembers(deps.db) }));

  // Operators assign work too, so they may see who is active (not the admins' full staff list).
  bindOperation(app, 'listAssignableStaff', async () => ok({ staff: await listAssignableStaff(deps.db) }));

  bindOperation(app, 'createStaff', async (request, reply) => {
    const staff = await management.create(request.body, actorOf(request));
    reply.status(201);
    return ok({ staff }, 'Staff member added');
  });

  bindOperation(app, 'deactivateStaff', async (request) =>
    ok({ staff: await management.deactivate(request.params.staffId, actorOf(request)) }, 'Staff member deactivated'),
  );

  bindOperation(app, 'changeStaffRole', async (request) =>
    ok(
      { staff: await management.changeRole(request.params.staffId, request.body.role, actorOf(request)) },
      'Role changed',
    ),
  );
}
