import { type StatusMove, statusMoveRefusal } from '@startwise/flows/rules';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { conflict, notFound, validationFailed } from '../http/http-error.js';
import { enqueueMail } from '../mail/index.js';
import type { Actor } from '../staff/index.js';
import { lockSubmission, setSubmissionStatus } from '../submissions/submission-fulfilment.js';
import { brandFor } from '../system/brand.js';
import { statusChangedMail } from './status-mail.js';

/**
 * Moves a submission's status by the rule of `@startwise/flows` and, in the same transaction, writes the audit
 * row and queues the customer's mail: all three happen, or none.
 */
export function statusChanger(deps: { db: Database; config: AppConfig; nudgeMail: () => void }) {
  const brand = brandFor(deps.config.brand);
  return async function changeStatus(submissionId: string, move: StatusMove, actor: Actor) {
    const status = await deps.db.transaction(async (tx) => {
      const row = await lockSubmission(tx, submissionId);
      if (!row) throw notFound('Submission not found');
      const refusal = statusMoveRefusal(row.status, move, row.paymentStatus === 'paid');
      if (refusal?.kind === 'conflict') throw conflict(refusal.message);
      if (refusal) throw validationFailed([{ field: refusal.field, message: refusal.message }], refusal.message);
      const reason = move.to === 'rejected' ? move.reason?.trim() : undefined;
      await setSubmissionStatus(tx, submissionId, move.to);
      await recordAudit(tx, {
        ...actor,
        action: 'submission.status',
        entity: 'submission',
        entityId: submissionId,
        before: { status: row.status },
        after: { status: move.to, ...(reason ? { reason } : {}) },
      });
      const customer = await customerContact(tx, row.userId);
      if (customer) {
        const about = { id: submissionId, serviceTitle: row.serviceTitle, status: move.to, reason };
        await enqueueMail(tx, statusChangedMail(brand, deps.config.publicUrl, customer, about));
      }
      return move.to;
    });
    deps.nudgeMail();
    return { submissionId, status };
  };
}
