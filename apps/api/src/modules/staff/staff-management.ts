import { emailError, fullNameError, staffPasswordError } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { conflict, notFound } from '../../platform/http/http-error.js';
import type { StaffRole } from '../../platform/http/staff-access.js';
import { type AccountServiceDeps, assertValid } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import { type Actor, insertStaffMember, publicStaff, type StaffMemberView } from './staff-members.js';
import { staffMembers } from './tables.js';

export interface StaffInput {
  email: string;
  fullName: string;
  role: StaffRole;
  password: string;
}

/** Adding and deactivating staff members; each change writes its audit row in its own transaction. */
export function staffManagement({ db, now, passwords, sessions }: AccountServiceDeps) {
  return {
    async create(input: StaffInput, actor: Actor): Promise<StaffMemberView> {
      assertValid({
        email: emailError(input.email),
        fullName: fullNameError(input.fullName),
        password: staffPasswordError(input.password),
      });
      const passwordHash = await passwords.hash(input.password);
      const row = await insertStaffMember(db, { ...input, passwordHash }, actor);
      if (!row) throw conflict('A staff member with this email already exists');
      return publicStaff(row);
    },

    /** Ends the member's sessions at once; deactivating oneself is refused (an admin would lock themselves out). */
    async deactivate(staffId: string, actor: Actor): Promise<StaffMemberView> {
      if (staffId === actor.staffId) throw conflict('You cannot deactivate your own account');
      return db.transaction(async (tx) => {
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
  };
}
