import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import {
  type AccountServiceDeps,
  type AccountsOptions,
  accountServiceDeps,
  STAFF_LIMITS,
  shedSignInsWhenHashingIsBusy,
} from '../accounts/index.js';
import { useStaffAuthentication } from './authenticate-staff.js';
import { registerStaffRoutes } from './routes.js';
import { staffManagement } from './staff-management.js';
import type { RecordAudit } from './staff-members.js';
import { staffSignInFlows } from './staff-sign-in.js';
import { staffMembers, staffOneTimeCodes, staffRefreshTokens, staffSessions } from './tables.js';

export { createDemoStaffOnFirstStart } from './demo-staff.js';
export { actorOf } from './routes.js';
export type { StaffMember } from './staff-member.js';
export { type Actor, findStaffById, type RecordAudit } from './staff-members.js';

/** The accounts machinery on the staff tables, with keys of the staff audience. */
export function staffServiceDeps(
  deps: { db: Database; config: AppConfig; nudgeMail: () => void },
  options: AccountsOptions = {},
): AccountServiceDeps {
  return accountServiceDeps(deps, options, {
    audience: 'staff',
    limits: STAFF_LIMITS,
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
function registerStaff(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void; recordAudit: RecordAudit },
  options: AccountsOptions = {},
) {
  const serviceDeps = staffServiceDeps(deps, options);
  useStaffAuthentication(app, { db: deps.db, sessions: serviceDeps.sessions });
  shedSignInsWhenHashingIsBusy(app, serviceDeps.passwords, ['staffLogin']);
  const management = staffManagement(serviceDeps, deps.recordAudit);
  registerStaffRoutes(app, serviceDeps, staffSignInFlows(serviceDeps), management);
  return management;
}

/** The staff module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const staffModule = modulePlugin(
  'staff',
  [],
  (app, { options, ...deps }: Parameters<typeof registerStaff>[1] & { options?: AccountsOptions }) =>
    registerStaff(app, deps, options),
);
