import type { StatusMove } from '@startwise/flows/rules';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import { customerContact } from '../accounts/index.js';
import type { Actor } from '../staff/index.js';
import { lockSubmission, moveSubmissionStatus } from '../submissions/index.js';
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
      const reason = await moveSubmissionStatus(tx, row, move, actor);
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
