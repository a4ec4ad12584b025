import { isOverdue } from '@startwise/flows/rules';
import { customerContacts } from '../accounts/index.js';
import { auditTrailOf } from '../audit/index.js';
import type { Database } from '../db/database.js';
import { notFound } from '../http/http-error.js';
import { findSubmissionForStaff } from '../submissions/submission-fulfilment.js';
import { assigneeOf } from './assignments.js';
import { notesOf } from './notes.js';

const UNKNOWN_CUSTOMER = { fullName: '', email: '', phone: null };

/** A submission as staff see it: the customer's view of it, whose it is, who works it, notes and timeline. */
export async function submissionForStaff(db: Database, submissionId: string) {
  const found = await findSubmissionForStaff(db, submissionId);
  if (!found) throw notFound('Submission not found');
  const contacts = await customerContacts(db, [found.customerId]);
  return {
    submission: found.submission,
    customer: { id: found.customerId, ...(contacts.get(found.customerId) ?? UNKNOWN_CUSTOMER) },
    assigneeId: await assigneeOf(db, submissionId),
    overdue: isOverdue(found.submission, new Date()),
    documentRequests: [],
    deliveries: [],
    notes: await notesOf(db, submissionId),
    timeline: await auditTrailOf(db, 'submission', submissionId),
  };
}
