import { isOverdue } from '@startwise/flows/rules';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { customerContacts } from '../accounts/index.js';
import { auditTrailOf } from '../audit/index.js';
import { adminFilePath, deliveriesOf, documentRequestsOf } from '../documents/index.js';
import { latestTransactionsOf } from '../payments/index.js';
import { findSubmissionForStaff } from '../submissions/index.js';
import { assigneeOf } from './assignments.js';
import { notesOf } from './notes.js';

const UNKNOWN_CUSTOMER = { fullName: '', email: '', phone: null };

/**
 * A submission as staff see it: the customer's view of it (its files with the back office's download paths),
 * whose it is, who works it, whether it is overdue, notes, document requests, deliveries and timeline.
 */
export async function submissionForStaff(db: Database, submissionId: string, now = new Date()) {
  const found = await findSubmissionForStaff(db, submissionId, latestTransactionsOf);
  if (!found) throw notFound('Submission not found');
  const contacts = await customerContacts(db, [found.customerId]);
  const fileUploads = found.submission.fileUploads.map((file) => ({
    ...file,
    filePath: adminFilePath(submissionId, file._id),
  }));
  return {
    submission: { ...found.submission, fileUploads },
    customer: { id: found.customerId, ...(contacts.get(found.customerId) ?? UNKNOWN_CUSTOMER) },
    assigneeId: await assigneeOf(db, submissionId),
    overdue: isOverdue(found.submission, now),
    notes: await notesOf(db, submissionId),
    documentRequests: await documentRequestsOf(db, submissionId, adminFilePath),
    deliveries: await deliveriesOf(db, submissionId, adminFilePath),
    timeline: await auditTrailOf(db, 'submission', submissionId),
  };
}
