import type { Schemas } from '@startwise/api-client';
import { asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { StaffRole } from '../../platform/http/staff-access.js';
import { normalizeEmail } from '../accounts/index.js';
import { staffMembers } from './tables.js';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffMemberView = Schemas['StaffMember'];

/**
 * Writes the audit row of a staff change in the change's transaction. The audit module's recordAudit: the audit log
 * points at its staff authors, so it sits above this module and app.ts hands it in.
 */
export type RecordAudit = (tx: Database, entry: Omit<Schemas['AuditEvent'], 'id' | 'createdAt'>) => Promise<void>;

/** Who did it and in which request, for the audit row of a change (null staff: a command). */
export interface Actor {
  staffId: string | null;
  requestId: string | null;
}

export const publicStaff = (row: StaffRow): StaffMemberView => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  active: row.deactivatedAt === null,
  createdAt: row.createdAt.toISOString(),
});

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(staffMembers.email, normalizeEmail(email)));
  return row;
}

export async function findStaffById(db: Database, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

/** Active members first, then by name. */
export async function listStaffMembers(db: Database): Promise<StaffMemberView[]> {
  const rows = await db
    .select()
    .from(staffMembers)
    .orderBy(desc(isNull(staffMembers.deactivatedAt)), asc(staffMembers.fullName));
  return rows.map(publicStaff);
}

/** The members a submission can be given to: active ones only, by name. */
export async function listAssignableStaff(db: Database): Promise<StaffMemberView[]> {
  const rows = await db
    .select()
    .from(staffMembers)
    .where(isNull(staffMembers.deactivatedAt))
    .orderBy(asc(staffMembers.fullName), asc(staffMembers.id));
  return rows.map(publicStaff);
}

export interface NewStaffMember {
  email: string;
  fullName: string;
  role: StaffRole;
  passwordHash: string;
}

/** Adds a member and its audit row in one transaction; undefined when the email is taken. */
export async function insertStaffMember(
  db: Database,
  recordAudit: RecordAudit,
  member: NewStaffMember,
  actor: Actor,
): Promise<StaffRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ ...member, email: normalizeEmail(member.email), fullName: member.fullName.trim() })
      .onConflictDoNothing({ target: staffMembers.email })
      .returning();
    if (!row) return undefined;
    await recordAudit(tx, {
      ...actor,
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      before: null,
      after: publicStaff(row),
    });
    return row;
  });
}
