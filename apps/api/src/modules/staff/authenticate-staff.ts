import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { forbidden, unauthorized } from '../../platform/http/http-error.js';
import type { StaffRole } from '../../platform/http/staff-access.js';
import type { SessionStore } from '../accounts/index.js';
import { MESSAGES } from '../accounts/index.js';
import type { StaffMember } from './staff-member.js';
import { findStaffById } from './staff-members.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by `app.authenticateStaff` on every back-office operation. */
    staff: StaffMember;
  }
}

/**
 * Decorates `app.authenticateStaff(roles)`, the preHandler `bindOperation` gives every operation with `x-roles`:
 * a valid staff access token (a customer's is signed with other keys, so it never verifies) of a session still
 * active, of a member not deactivated (401), whose role is one of `roles` (403).
 */
export function useStaffAuthentication(app: FastifyInstance, deps: { db: Database; sessions: SessionStore }) {
  app.decorateRequest('staff', null as unknown as StaffMember);
  app.decorate('authenticateStaff', (roles: readonly StaffRole[]) => async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match) throw unauthorized();
    const claims = await deps.sessions.verifyAccessToken(match[1] as string);
    const email = claims && (await deps.sessions.activeSessionEmail(deps.db, claims));
    const member = claims && email ? await findStaffById(deps.db, claims.userId) : undefined;
    if (!claims || !member || member.deactivatedAt) throw unauthorized(MESSAGES.sessionExpired);
    if (!roles.includes(member.role)) throw forbidden();
    request.staff = { id: member.id, email: member.email, role: member.role, sessionId: claims.sessionId };
  });
}
