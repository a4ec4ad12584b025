import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { submissionViews } from './submission-view.js';
import { submissions } from './tables.js';

/**
 * What the back office may read and change of a submission: the row locked for a change (a status move, an
 * assignment, a note), and the status itself. Call them inside the transaction that also writes the audit row.
 */
export async function lockSubmission(tx: Database, submissionId: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      userId: submissions.userId,
      serviceTitle: submissions.serviceTitle,
      status: submissions.status,
      paymentStatus: submissions.paymentStatus,
    })
    .from(submissions)
    .where(eq(submissions.id, submissionId))
    .for('update');
  return row;
}

export async function setSubmissionStatus(tx: Database, submissionId: string, status: string) {
  await tx.update(submissions).set({ status }).where(eq(submissions.id, submissionId));
}

/** Any customer's submission as the contract shows it, with whose it is; undefined for an unknown id. */
export async function findSubmissionForStaff(db: Database, submissionId: string) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  if (!row) return undefined;
  const [view] = await submissionViews(db, [row]);
  return view && { customerId: row.userId, submission: view };
}
