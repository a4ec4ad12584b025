import { emailError, fullNameError, staffPasswordError } from '@startwise/flows/rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/http-error.js';
import type { StaffRole } from '../../platform/http/staff-access.js';
import { type AccountServiceDeps, assertValid } from '../accounts/index.js';
import { type Actor, insertStaffMember, publicStaff, type RecordAudit, type StaffMemberView } from './staff-members.js';
import { staffMembers } from './tables.js';

export interface StaffInput {
  email: string;
  fullName: string;
  role: StaffRole;
  password: string;
}

const LAST_ADMIN = 'The last active admin cannot be deactivated or made an operator';

/**
 * Refuses (409) a change that would leave no active admin when `staffId` stops being one. The active admins' rows
 * are locked first, in one order, so of two admins demoting each other at once the second waits for the first,
 * then reads the admins that are left (PostgreSQL re-checks a locked row's WHERE after the other commits).
 */
async function keepAnActiveAdmin(tx: Database, staffId: string) {
  const admins = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.deactivatedAt)))
    .orderBy(asc(staffMembers.id))
    .for('update');
  if (admins.length === 1 && admins[0]?.id === staffId) throw conflict(LAST_ADMIN);
}

/** Adding, deactivating and changing the role of staff members; each change writes its audit row in its transaction. */
export function staffManagement({ db, now, passwords, sessions }: AccountServiceDeps, recordAudit: RecordAudit) {
  return {
    async create(input: StaffInput, actor: Actor): Promise<StaffMemberView> {
      assertValid({
        email: emailError(input.email),
        fullName: fullNameError(input.fullName),
        password: staffPasswordError(input.password),
      });
      const passwordHash = await passwords.hash(input.password);
      const row = await insertStaffMember(db, recordAudit, { ...input, passwordHash }, actor);
      if (!row) throw conflict('A staff member with this email already exists');
      return publicStaff(row);
    },

    /** Ends the member's sessions at once; deactivating oneself is refused (an admin would lock themselves out). */
    async deactivate(staffId: string, actor: Actor): Promise<StaffMemberView> {
      if (staffId === actor.staffId) throw conflict('You cannot deactivate your own account');
      return db.transaction(async (tx) => {
        await keepAnActiveAdmin(tx, staffId);
        const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
        if (!before) throw notFound('Staff member not found');
        if (before.deactivatedAt) return publicStaff(before);
        const [after] = await tx
          .update(staffMembers)
          .set({ deactivatedAt: now(), updatedAt: now() })
          .where(eq(staffMembers.id, staffId))
          .returning();
        await sessions.revokeAll(tx, staffId);
        const view = publicStaff(after ?? before);
        await recordAudit(tx, {
          ...actor,
          action: 'staff.deactivate',
          entity: 'staff',
          entityId: staffId,
          before: publicStaff(before),
          after: view,
        });
        return view;
      });
    },

    /** An admin becomes an operator or back; the last active admin stays one. */
    async changeRole(staffId: string, role: StaffRole, actor: Actor): Promise<StaffMemberView> {
      return db.transaction(async (tx) => {
        if (role !== 'admin') await keepAnActiveAdmin(tx, staffId);
        const [before] = await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
        if (!before) throw notFound('Staff member not found');
        if (before.role === role) return publicStaff(before);
        const [after] = await tx
          .update(staffMembers)
          .set({ role, updatedAt: now() })
          .where(eq(staffMembers.id, staffId))
          .returning();
        const view = publicStaff(after ?? before);
        await recordAudit(tx, {
          ...actor,
          action: 'staff.role',
          entity: 'staff',
          entityId: staffId,
          before: publicStaff(before),
          after: view,
        });
        return view;
      });
    },
  };
}
