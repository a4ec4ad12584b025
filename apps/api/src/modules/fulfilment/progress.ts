import type { Schemas } from '@startwise/api-client';
import { milestoneSteps } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { auditTrailOf } from '../audit/index.js';
import { milestonesOf } from '../catalog/index.js';
import { deliveriesOf, documentRequestsOf } from '../documents/index.js';
import { processedRefundsOfSubmission } from '../payments/index.js';
import { findStaffById } from '../staff/index.js';
import { fileDownloadPath, findOwnSubmissionProgress } from '../submissions/index.js';
import { assigneeOf } from './assignments.js';
import { customerMessagesOf } from './notes.js';

type ProgressEvent = Schemas['ProgressEvent'];

/** Events at the same instant (a final delivery and the completion it causes) keep the order work happens in. */
const ORDER = [
  'submitted',
  'paid',
  'processing',
  'documents_requested',
  'documents_received',
  'delivered',
  'completed',
  'refunded',
  'rejected',
];
const rank = (kind: string) => (ORDER.includes(kind) ? ORDER.indexOf(kind) : ORDER.length);

/** Status moves from the audit log: only the status and the rejection's reason, nothing else staff recorded. */
function statusEvents(trail: Awaited<ReturnType<typeof auditTrailOf>>): ProgressEvent[] {
  return trail.flatMap((event) => {
    if (event.action !== 'submission.status') return [];
    const after = event.after as { status?: unknown; reason?: unknown } | null;
    if (typeof after?.status !== 'string') return [];
    const reason = after.status === 'rejected' && typeof after.reason === 'string' ? after.reason : null;
    return [{ kind: after.status, at: event.createdAt, detail: reason }];
  });
}

/** The team member working on it, by the name the customer reads ("Your expert: …"). */
async function expertOf(db: Database, submissionId: string): Promise<{ name: string } | null> {
  const staffId = await assigneeOf(db, submissionId);
  const member = staffId ? await findStaffById(db, staffId) : undefined;
  return member ? { name: member.fullName } : null;
}

/**
 * How the customer's own submission is going: the expected date, the milestones done, current and to come, the
 * expert working on it, when it was completed, the timeline (from the submission's own dates,
 * the status moves in the audit log, the requests and deliveries, and each processed refund), the team's customer messages, the requests and
 * the deliveries with the customer's download paths. Internal notes are never read here; another customer's
 * submission is "not found".
 */
export async function submissionProgress(db: Database, userId: string, submissionId: string) {
  const submission = await findOwnSubmissionProgress(db, userId, submissionId);
  if (!submission) throw notFound('Submission not found');
  const [trail, messages, documentRequests, deliveries, refunds, milestones, expert] = await Promise.all([
    auditTrailOf(db, 'submission', submissionId),
    customerMessagesOf(db, submissionId),
    documentRequestsOf(db, submissionId, fileDownloadPath),
    deliveriesOf(db, submissionId, fileDownloadPath),
    processedRefundsOfSubmission(db, submissionId),
    milestonesOf(db, submission.serviceId),
    expertOf(db, submissionId),
  ]);
  const events: ProgressEvent[] = [
    { kind: 'submitted', at: submission.submittedAt.toISOString(), detail: null },
    ...(submission.paidAt ? [{ kind: 'paid', at: submission.paidAt.toISOString(), detail: null }] : []),
    ...statusEvents(trail),
    ...documentRequests.flatMap((request) => [
      { kind: 'documents_requested', at: request.requestedAt, detail: request.label },
      ...(request.answeredAt ? [{ kind: 'documents_received', at: request.answeredAt, detail: request.label }] : []),
    ]),
    ...deliveries.map((delivery) => ({ kind: 'delivered', at: delivery.deliveredAt, detail: delivery.title })),
    ...refunds.map((refund) => ({
      kind: 'refunded',
      at: refund.processedAt.toISOString(),
      detail: `${formatPaise(refund.amountPaise)} refunded · credit note ${refund.creditNoteNumber}`,
    })),
  ];
  const timeline = events.sort((a, b) => a.at.localeCompare(b.at) || rank(a.kind) - rank(b.kind));
  const steps = milestoneSteps(milestones, {
    status: submission.status,
    paid: submission.paidAt !== null,
    deliveries: deliveries.length,
  });
  const completedAt =
    submission.status === 'completed' ? (timeline.findLast((event) => event.kind === 'completed')?.at ?? null) : null;
  return {
    expectedBy: submission.expectedBy,
    completedAt,
    expert,
    steps,
    timeline,
    messages,
    documentRequests,
    deliveries,
  };
}
