import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { notFound, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import { type Actor, findStaffById } from '../staff/index.js';
import { lockSubmission } from '../submissions/index.js';
import { submissionAssignments } from './tables.js';

/** The staff member working `submissionId`, or null. */
export async function assigneeOf(db: Database, submissionId: string): Promise<string | null> {
  const [row] = await db
    .select({ staffId: submissionAssignments.staffId })
    .from(submissionAssignments)
    .where(eq(submissionAssignments.submissionId, submissionId));
  return row?.staffId ?? null;
}

/** The staff member working each of `submissionIds` that has one. */
export async function assigneesOf(db: Database, submissionIds: string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(submissionAssignments)
    .where(inArray(submissionAssignments.submissionId, submissionIds));
  return new Map(rows.map((row) => [row.submissionId, row.staffId]));
}

/** The ids of the submissions `staffId` works, as a subquery for the queue's filter. */
export const submissionIdsAssignedTo = (db: Database, staffId: string) =>
  db
    .select({ id: submissionAssignments.submissionId })
    .from(submissionAssignments)
    .where(eq(submissionAssignments.staffId, staffId));

/** Refuses anyone but an active staff member (null, nobody, is always fine). */
async function checkAssignable(db: Database, staffId: string | null) {
  if (!staffId) return;
  const member = await findStaffById(db, staffId);
  if (!member || member.deactivatedAt) {
    throw validationFailed([{ field: 'staffId', message: 'Choose an active staff member' }]);
  }
}

/** Inside `tx`: gives one submission to `staffId` (or to nobody) and records its audit row. */
async function assignIn(tx: Database, submissionId: string, staffId: string | null, actor: Actor) {
  if (!(await lockSubmission(tx, submissionId))) throw notFound('Submission not found');
  const before = await assigneeOf(tx, submissionId);
  await tx.delete(submissionAssignments).where(eq(submissionAssignments.submissionId, submissionId));
  if (staffId) await tx.insert(submissionAssignments).values({ submissionId, staffId });
  await recordAudit(tx, {
    ...actor,
    action: 'submission.assign',
    entity: 'submission',
    entityId: submissionId,
    before: { assigneeId: before },
    after: { assigneeId: staffId },
  });
  return { submissionId, assigneeId: staffId };
}

/** Gives the submission to an active staff member (or to nobody: null), with its audit row, in one transaction. */
export async function assignSubmission(db: Database, submissionId: string, staffId: string | null, actor: Actor) {
  await checkAssignable(db, staffId);
  return db.transaction((tx) => assignIn(tx, submissionId, staffId, actor));
}

/**
 * The queue's bulk assign: every submission or none (one unknown id refuses them all), one audit row each. Locked
 * in id order, so two bulk assigns over overlapping selections never wait on each other in a cycle.
 */
export async function assignSubmissions(db: Database, submissionIds: string[], staffId: string | null, actor: Actor) {
  await checkAssignable(db, staffId);
  const ordered = [...new Set(submissionIds)].sort();
  return db.transaction(async (tx) => {
    const assigned = [];
    for (const id of ordered) assigned.push(await assignIn(tx, id, staffId, actor));
    return { assigned };
  });
}
