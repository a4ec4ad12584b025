import type { Schemas } from '@startwise/api-client';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import { DEFAULT_MAX_FILE_BYTES } from '../../platform/uploads/application-parts.js';
import { acceptedExtensions } from '../../platform/uploads/upload-types.js';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { lockSubmission } from '../submissions/index.js';
import { documentsRequestedMail } from './document-mails.js';
import { adminFilePath, requestView } from './document-views.js';
import { assertStillOpen } from './finished.js';
import { documentRequests } from './tables.js';

/**
 * Staff ask the customer for a missing document: the request, its audit row and the customer's mail in one
 * transaction. Answers take files of the named types (every upload type when none is named) up to the
 * application form's default size per file.
 */
export function documentRequester(deps: { db: Database; config: AppConfig; nudgeMail: () => void }) {
  const brand = brandFor(deps.config.brand);
  return async function requestDocument(
    submissionId: string,
    body: Schemas['DocumentRequestCreate'],
    actor: Actor & { staffId: string },
  ) {
    const label = body.label.trim();
    const description = body.description?.trim() || null;
    const fileTypes = acceptedExtensions(body.fileTypes);
    const created = await deps.db.transaction(async (tx) => {
      const submission = await lockSubmission(tx, submissionId);
      if (!submission) throw notFound('Submission not found');
      assertStillOpen(submission);
      const [row] = await tx
        .insert(documentRequests)
        .values({
          submissionId,
          label,
          description,
          fileTypes,
          maxSize: DEFAULT_MAX_FILE_BYTES,
          requestedBy: actor.staffId,
        })
        .returning();
      const request = requestView(row as typeof documentRequests.$inferSelect, [], adminFilePath);
      await recordAudit(tx, {
        ...actor,
        action: 'submission.document_request',
        entity: 'submission',
        entityId: submissionId,
        before: null,
        after: { requestId: request.id, label, fileTypes },
      });
      const customer = await customerContact(tx, submission.userId);
      if (customer) {
        const about = { id: submissionId, serviceTitle: submission.serviceTitle, label, description };
        await enqueueMail(tx, documentsRequestedMail(brand, deps.config.publicUrl, customer, about));
      }
      return request;
    });
    deps.nudgeMail();
    return created;
  };
}
