import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/modules/audit/index.js';
import { staffServiceDeps } from '../src/modules/staff/index.js';
import { staffManagement } from '../src/modules/staff/staff-management.js';
import { findStaffByEmail } from '../src/modules/staff/staff-members.js';
import { apiClient, setUpAccountsServer, signUp, wrongCodeFor } from './support/accounts-client.js';
import { codeIn } from './support/mail-sink.js';
import { addStaff, signInStaff } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('staff accounts on %s', (driver) => {
  const fixture = setUpAccountsServer(driver);

  it('signs staff in with the password and, every time, a mailed code; refresh and logout work', async () => {
    const client = apiClient(fixture.server);
    const admin = await addStaff(fixture.server, 'admin');
    const wrong = await client.post('/admin/auth/login', { email: admin.email, password: 'not the passphrase' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid email or password' });

    const login = await client.post('/admin/auth/login', { email: admin.email, password: admin.password });
    expect(login.body).toEqual({
      success: true,
      message: 'Verification code sent to your email',
      data: { email: admin.email },
    });
    expect(login.body.data).not.toHaveProperty('token');
    const code = codeIn(await fixture.sink.nextMailTo(admin.email));
    const refused = await client.post('/admin/auth/verify', { email: admin.email, otp: wrongCodeFor(code) });
    expect(refused.status).toBe(400);
    const verified = await client.post('/admin/auth/verify', { email: admin.email, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.data.staff).toMatchObject({ email: admin.email, role: 'admin', active: true });

    const me = await client.get('/admin/me', verified.body.data.token);
    expect(me.body.data.staff).toMatchObject({ id: admin.id, role: 'admin' });
    const renewed = await client.post('/admin/auth/refresh', { refreshToken: verified.body.data.refreshToken });
    expect(renewed.status).toBe(200);
    expect((await client.post('/admin/auth/logout', {}, renewed.body.data.token)).status).toBe(200);
    expect((await client.get('/admin/me', renewed.body.data.token)).status).toBe(401);
  });

  it('keeps customer and staff tokens apart, both ways', async () => {
    const client = apiClient(fixture.server);
    const customer = await signUp(client, fixture.sink);
    const staff = await signInStaff(client, fixture.sink, await addStaff(fixture.server, 'admin'));

    const customerOnStaff = await client.get('/admin/me', customer.token);
    expect(customerOnStaff.status).toBe(401);
    expect(customerOnStaff.body.success).toBe(false);
    expect((await client.get('/users/me', staff.token)).status).toBe(401);
    expect((await client.post('/admin/auth/refresh', { refreshToken: customer.refreshToken })).status).toBe(401);
    expect((await client.post('/users/refresh-token', { refreshToken: staff.refreshToken })).status).toBe(401);
  });

  it('lets an admin add and deactivate staff, auditing both; a deactivated member is signed out', async () => {
    const client = apiClient(fixture.server);
    const admin = await signInStaff(client, fixture.sink, await addStaff(fixture.server, 'admin'));
    const added = await client.post(
      '/admin/staff',
      { email: `Ravi.${randomUUID()}@Startwise.test`, fullName: 'Ravi Kumar', role: 'operator', password: 'short' },
      admin.token,
    );
    expect(added.status).toBe(422);

    const operatorInput = { email: `ravi.${randomUUID()}@startwise.test`, fullName: 'Ravi Kumar', role: 'operator' };
    const created = await client.post(
      '/admin/staff',
      { ...operatorInput, password: 'long enough passphrase' },
      admin.token,
    );
    expect(created.status).toBe(201);
    const operatorId = created.body.data.staff.id as string;
    const again = await client.post(
      '/admin/staff',
      { ...operatorInput, password: 'long enough passphrase' },
      admin.token,
    );
    expect(again.status).toBe(409);

    const operator = await signInStaff(client, fixture.sink, { ...operatorInput, password: 'long enough passphrase' });
    expect((await client.get('/admin/staff', operator.token)).status).toBe(403);

    const deactivated = await client.post(`/admin/staff/${operatorId}/deactivate`, undefined, admin.token);
    expect(deactivated.body.data.staff).toMatchObject({ id: operatorId, active: false });
    expect((await client.get('/admin/me', operator.token)).status).toBe(401);
    const signInAgain = { email: operatorInput.email, password: 'long enough passphrase' };
    expect((await client.post('/admin/auth/login', signInAgain)).status).toBe(401);
    expect((await client.post(`/admin/staff/${randomUUID()}/deactivate`, undefined, admin.token)).status).toBe(404);

    const audit = await client.get(`/admin/audit?entity=staff&entityId=${operatorId}`, admin.token);
    expect(audit.body.data.events.map((event: { action: string }) => event.action)).toEqual([
      'staff.deactivate',
      'staff.create',
    ]);
    const exported = await fetch(
      `${fixture.server.baseUrl}/api/admin/audit/export?entity=staff&entityId=${operatorId}`,
      {
        headers: { authorization: `Bearer ${admin.token}` },
      },
    );
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await exported.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('created_at,event_id,staff_id,action,entity,entity_id,request_id,before,after');
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['staff.deactivate', 'staff.create']);
    const [deactivation] = audit.body.data.events;
    expect(deactivation).toMatchObject({ before: { active: true }, after: { active: false } });
    expect(deactivation.requestId).toEqual(expect.any(String));
    const byAction = await client.get('/admin/audit?action=staff.deactivate&limit=1', admin.token);
    expect(byAction.body.data.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(byAction.body.data.events.every((event: { action: string }) => event.action === 'staff.deactivate')).toBe(
      true,
    );
  });

  it('writes the audit row in the transaction of the change: when it cannot be written, nothing changes', async () => {
    const { server } = fixture;
    const staff = staffManagement(
      staffServiceDeps({ db: server.database.db, config: server.config, nudgeMail: () => {} }),
      recordAudit,
    );
    const email = `ghost.${randomUUID()}@startwise.test`;
    // An author who does not exist: the audit row breaks its foreign key, so the member must not be added either.
    const input = { email, fullName: 'Ghost Writer', role: 'operator' as const, password: 'long enough passphrase' };
    await expect(staff.create(input, { staffId: randomUUID(), requestId: null })).rejects.toThrow();
    expect(await findStaffByEmail(server.database.db, email)).toBeUndefined();
  });
});
