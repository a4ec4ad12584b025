import type { Schemas } from '@startwise/api-client';
import { formatPaise } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { auditTrailOf } from '../audit/index.js';
import { deliveriesOf, documentRequestsOf } from '../documents/index.js';
import { processedRefundsOfSubmission } from '../payments/transactions.js';
import { findOwnSubmissionProgress } from '../submissions/submission-fulfilment.js';
import { fileDownloadPath } from '../submissions/submission-view.js';
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

/**
 * How the customer's own submission is going: the expected date, the timeline (from the submission's own dates,
 * the status moves in the audit log, the requests and deliveries, and each processed refund), the team's customer messages, the requests and
 * the deliveries with the customer's download paths. Internal notes are never read here; another customer's
 * submission is "not found".
 */
export async function submissionProgress(db: Database, userId: string, submissionId: string) {
  const submission = await findOwnSubmissionProgress(db, userId, submissionId);
  if (!submission) throw notFound('Submission not found');
  const [trail, messages, documentRequests, deliveries, refunds] = await Promise.all([
    auditTrailOf(db, 'submission', submissionId),
    customerMessagesOf(db, submissionId),
    documentRequestsOf(db, submissionId, fileDownloadPath),
    deliveriesOf(db, submissionId, fileDownloadPath),
    processedRefundsOfSubmission(db, submissionId),
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
  return { expectedBy: submission.expectedBy, timeline, messages, documentRequests, deliveries };
}
