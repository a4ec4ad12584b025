import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contractOperations, readContract } from '../src/platform/http/contract.js';
import { staffRolesOf } from '../src/platform/http/staff-access.js';
import { apiClient, setUpAccountsServer, signUp } from './support/accounts-client.js';
import { callApi } from './support/api-call.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

// Generated from openapi.yaml: every /admin operation, whatever it is, must refuse a caller without a staff token
// and a staff member without its role, in the error envelope. A new operation is covered the day it is added.
const operations = [...contractOperations(readContract()).values()];
const adminOperations = operations.filter((operation) => operation.path.startsWith('/admin/'));
const signedIn = adminOperations.filter((operation) => staffRolesOf(operation) !== undefined);
const STAFF_SIGN_IN = ['staffLogin', 'staffVerifyCode', 'staffRefreshToken'];

const pathOf = (path: string) => path.replace(/\{[^}]+\}/g, () => randomUUID());

describe('the back-office contract', () => {
  it('signs every /admin operation in with staffBearer and x-roles, except the three sign-in steps', () => {
    const open = adminOperations.filter((operation) => staffRolesOf(operation) === undefined);
    expect(open.map((operation) => operation.operationId).sort()).toEqual([...STAFF_SIGN_IN].sort());
    expect(signedIn.length).toBeGreaterThan(5);
  });

  it('refuses to bind an /admin operation whose x-roles are missing, empty or unknown', () => {
    const operation = signedIn[0];
    if (!operation) throw new Error('no signed-in /admin operation');
    for (const roles of [undefined, [], ['superuser']]) {
      expect(() => staffRolesOf({ ...operation, roles })).toThrow(/x-roles/);
    }
    expect(() => staffRolesOf({ ...operation, securitySchemes: ['bearerAuth'] })).toThrow(/staffBearer/);
  });

  it('offers no way to change or remove an audit event', () => {
    const audit = operations.filter((operation) => operation.path.includes('audit'));
    expect(audit.map((operation) => `${operation.method} ${operation.path}`)).toEqual(['GET /admin/audit']);
  });
});

describe.each(drivers)('role checks on every /admin operation on %s', (driver) => {
  const fixture = setUpAccountsServer(driver);
  const tokens = {} as { customer: string; operator: string };

  it.each(signedIn.map((operation) => [operation.operationId, operation] as const))(
    '%s: 401 without a token and with a customer token, 403 for a role it does not list',
    async (_id, operation) => {
      const client = apiClient(fixture.server);
      tokens.customer ??= (await signUp(client, fixture.sink)).token;
      tokens.operator ??= (await staffTokenFor(fixture.server, 'operator')).token;
      const body = operation.method === 'GET' ? undefined : {};
      const call = (token?: string) =>
        callApi(fixture.server, client.ip, operation.method, pathOf(operation.path), body, token);
      for (const token of [undefined, tokens.customer]) {
        const answer = await call(token);
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: expect.any(String) });
      }
      if (!staffRolesOf(operation)?.includes('operator')) {
        const answer = await call(tokens.operator);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ success: false, message: 'You do not have permission to perform this action.' });
      }
    },
  );
});
