import { describe, expect, it } from 'vitest';
import { apiClient, setUpAccountsServer } from './support/accounts-client.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('the last active admin on %s', (driver) => {
  const fixture = setUpAccountsServer(driver);

  /** Every active admin of the server but `keep` is made an operator, so the test knows who the admins are. */
  async function onlyAdmins(keep: { id: string; token: string }[]) {
    const client = apiClient(fixture.server);
    const { staff } = (await client.get('/admin/staff', keep[0]?.token)).body.data;
    const ids = new Set(keep.map((member) => member.id));
    for (const member of staff.filter(
      (row: { id: string; role: string }) => row.role === 'admin' && !ids.has(row.id),
    )) {
      expect((await client.put(`/admin/staff/${member.id}/role`, { role: 'operator' }, keep[0]?.token)).status).toBe(
        200,
      );
    }
    return client;
  }

  it('cannot be deactivated or made an operator (409); another admin can, while two remain', async () => {
    const [a, b] = [await staffTokenFor(fixture.server, 'admin'), await staffTokenFor(fixture.server, 'admin')];
    const client = await onlyAdmins([a, b]);
    const demoted = await client.put(`/admin/staff/${b.id}/role`, { role: 'operator' }, a.token);
    expect(demoted.status).toBe(200);
    expect(demoted.body.data.staff).toMatchObject({ id: b.id, role: 'operator' });
    expect((await client.get('/admin/staff', b.token)).status).toBe(403);

    const promoted = await staffTokenFor(fixture.server, 'admin');
    const last = await client.put(`/admin/staff/${a.id}/role`, { role: 'operator' }, a.token);
    expect(last.status).toBe(200);
    const refused = await client.put(`/admin/staff/${promoted.id}/role`, { role: 'operator' }, promoted.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The last active admin cannot be deactivated or made an operator');
    const op = await staffTokenFor(fixture.server, 'operator');
    expect((await client.post(`/admin/staff/${op.id}/deactivate`, {}, promoted.token)).status).toBe(200);
  });

  // Both requests are authenticated before either change commits (PostgreSQL serves them at once); where they end up
  // taking turns (PGlite has one connection), the loser is refused as a deactivated (401) or demoted (403) member.
  it('holds when two admins remove each other at the same moment: exactly one change wins', async () => {
    for (const action of ['deactivate', 'demote', 'deactivate', 'demote'] as const) {
      const [a, b] = [await staffTokenFor(fixture.server, 'admin'), await staffTokenFor(fixture.server, 'admin')];
      const client = await onlyAdmins([a, b]);
      const remove = (target: string, token: string) =>
        action === 'deactivate'
          ? client.post(`/admin/staff/${target}/deactivate`, {}, token)
          : client.put(`/admin/staff/${target}/role`, { role: 'operator' }, token);
      const answers = await Promise.all([remove(b.id, a.token), remove(a.id, b.token)]);
      const [won, lost] = [...answers].sort((one, other) => one.status - other.status);
      expect(won?.status).toBe(200);
      expect([401, 403, 409]).toContain(lost?.status);
      const { staff } = (await client.get('/admin/staff', answers[0]?.status === 200 ? a.token : b.token)).body.data;
      const activeAdmins = staff.filter((row: { role: string; active: boolean }) => row.role === 'admin' && row.active);
      expect(activeAdmins).toHaveLength(1);
    }
  });
});
