import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { type AccountServiceDeps, type AccountsOptions, accountServiceDeps } from '../accounts/index.js';
import { useStaffAuthentication } from './authenticate-staff.js';
import { registerStaffRoutes } from './routes.js';
import { staffManagement } from './staff-management.js';
import { staffSignInFlows } from './staff-sign-in.js';
import { staffMembers, staffOneTimeCodes, staffRefreshTokens, staffSessions } from './tables.js';

export { actorOf } from './routes.js';
export type { StaffMember } from './staff-member.js';
export { type Actor, findStaffById } from './staff-members.js';

/** The accounts machinery on the staff tables, with keys of the staff audience. */
export function staffServiceDeps(
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
): AccountServiceDeps {
  return accountServiceDeps(deps, options, {
    audience: 'staff',
    codes: staffOneTimeCodes,
    sessions: {
      tables: { sessions: staffSessions, refreshTokens: staffRefreshTokens },
      accounts: { table: staffMembers, id: staffMembers.id, email: staffMembers.email },
    },
  });
}

/**
 * Staff accounts (docs/backoffice.md): decorates `app.authenticateStaff` (so register this module before any
 * module that binds a back-office operation) and serves staff sign-in and staff management.
 */
export function registerStaff(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
) {
  const serviceDeps = staffServiceDeps(deps, options);
  useStaffAuthentication(app, { db: deps.db, sessions: serviceDeps.sessions });
  const management = staffManagement(serviceDeps);
  registerStaffRoutes(app, serviceDeps, staffSignInFlows(serviceDeps), management);
  return management;
}
