import type { Schemas } from '@startwise/api-client';
import type { ContractOperation } from './contract.js';

export type StaffRole = Schemas['StaffRole'];
export const STAFF_ROLES: readonly StaffRole[] = ['operator', 'admin'];

const STAFF_SCHEME = 'staffBearer';
const isAdminPath = (operation: ContractOperation) => operation.path.startsWith('/admin/');

/**
 * The staff roles that may call `operation` (its `x-roles`), or undefined for an operation staff do not sign in
 * for. Throws for a contract that leaves a back-office operation's access unsaid, so `bindOperation` refuses to
 * start rather than serve an /admin operation without its role check (docs/backoffice.md).
 */
export function staffRolesOf(operation: ContractOperation): StaffRole[] | undefined {
  const { operationId, roles, securitySchemes } = operation;
  const signedInAsStaff = securitySchemes.includes(STAFF_SCHEME);
  const fail = (why: string) => new Error(`Operation "${operationId}" (${operation.path}): ${why}`);
  if (signedInAsStaff && !isAdminPath(operation)) throw fail('staff operations live under /admin');
  if (isAdminPath(operation) && securitySchemes.some((scheme) => scheme !== STAFF_SCHEME)) {
    throw fail(`an /admin operation is signed in with ${STAFF_SCHEME} only`);
  }
  if (!signedInAsStaff) {
    if (roles !== undefined) throw fail(`x-roles needs the ${STAFF_SCHEME} security scheme`);
    return undefined;
  }
  if (!Array.isArray(roles) || roles.length === 0) throw fail('an /admin operation must list its x-roles');
  const unknown = roles.filter((role) => !STAFF_ROLES.includes(role));
  if (unknown.length > 0) throw fail(`x-roles names unknown roles: ${unknown.join(', ')}`);
  return roles as StaffRole[];
}
