import { expect } from 'vitest';
import { unhurriedHashingLimits } from '../../src/modules/accounts/passwords.js';
import { recordAudit } from '../../src/modules/audit/index.js';
import { staffServiceDeps } from '../../src/modules/staff/index.js';
import { staffManagement } from '../../src/modules/staff/staff-management.js';
import type { StaffRole } from '../../src/platform/http/staff-access.js';
import type { ApiClient } from './accounts-client.js';
import { codeIn, type MailSink } from './mail-sink.js';
import type { TestServer } from './test-server.js';

let staffCounter = 0;

/** Adds a staff member as `npm run staff:create` does (no actor), with the cheap test scrypt cost. */
export async function addStaff(server: TestServer, role: StaffRole) {
  staffCounter += 1;
  const member = {
    email: `${role}.${process.pid}.${staffCounter}.${Math.random().toString(36).slice(2, 8)}@startwise.test`,
    fullName: `Test ${role} ${staffCounter}`,
    role,
    password: 'a long staff passphrase',
  };
  const deps = staffServiceDeps(
    { db: server.database.db, config: server.config, nudgeMail: () => server.app.mailer.nudge() },
    { scryptCost: { N: 2 ** 10, r: 8, p: 1 }, hashingLimits: unhurriedHashingLimits() },
  );
  const created = await staffManagement(deps, recordAudit).create(member, { staffId: null, requestId: null });
  return { ...member, id: created.id };
}

/** Password, then the mailed code: the staff member's access and refresh tokens. */
export async function signInStaff(client: ApiClient, sink: MailSink, member: { email: string; password: string }) {
  const login = await client.post('/admin/auth/login', { email: member.email, password: member.password });
  expect(login.status).toBe(200);
  const code = codeIn(await sink.nextMailTo(member.email));
  const verified = await client.post('/admin/auth/verify', { email: member.email, otp: code });
  expect(verified.status).toBe(200);
  return { token: verified.body.data.token as string, refreshToken: verified.body.data.refreshToken as string };
}

/** A new staff member of `role` with a session started directly (the mailed-code sign-in is tested on its own). */
export async function staffTokenFor(server: TestServer, role: StaffRole) {
  const member = await addStaff(server, role);
  const deps = staffServiceDeps({ db: server.database.db, config: server.config, nudgeMail: () => {} });
  const { token } = await deps.sessions.start(server.database.db, member.id);
  return { ...member, token };
}
