import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { unhurriedHashingLimits } from '../accounts/index.js';
import { staffServiceDeps } from './index.js';
import { staffManagement } from './staff-management.js';
import { listStaffMembers, type RecordAudit } from './staff-members.js';

const DEMO_STAFF = [
  { email: 'admin@backoffice.test', fullName: 'Demo Admin', role: 'admin' },
  { email: 'operator@backoffice.test', fullName: 'Demo Operator', role: 'operator' },
] as const;

/**
 * Development only: on a first start without staff, adds a demo admin and operator with random passwords (or
 * DEMO_STAFF_PASSWORD, which browser test suites set) and answers what to log (their sign-in codes arrive in
 * /dev/mailbox). Production never runs this.
 */
export async function createDemoStaffOnFirstStart(db: Database, config: AppConfig, recordAudit: RecordAudit) {
  if (config.env !== 'development') return [];
  if ((await listStaffMembers(db)).length > 0) return [];
  // Not a sign-in racing others: the first start of a busy machine must not fail on the sign-ins' 2.5 s deadline.
  const deps = staffServiceDeps({ db, config, nudgeMail: () => {} }, { hashingLimits: unhurriedHashingLimits() });
  const staff = staffManagement(deps, recordAudit);
  const created = [];
  for (const member of DEMO_STAFF) {
    const password = config.demoStaffPassword ?? randomBytes(12).toString('base64url');
    await staff.create({ ...member, password }, { staffId: null, requestId: null });
    created.push({ email: member.email, role: member.role, password });
  }
  return created;
}
