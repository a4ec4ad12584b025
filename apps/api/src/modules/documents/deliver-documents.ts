import type { Multipart } from '@fastify/multipart';
import { fieldRequired, maxCharsAllowed } from '@startwise/flows/rules';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound, validationFailed } from '../../platform/http/http-error.js';
import { assertStorableText } from '../../platform/http/storable-text.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { acceptedExtensions } from '../../platform/uploads/upload-types.js';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { lockSubmission, moveSubmissionStatus, submissionStatusOf } from '../submissions/index.js';
import { documentsDeliveredMail } from './document-mails.js';
import { adminFilePath, deliveryView } from './document-views.js';
import { assertStillOpen } from './finished.js';
import { receiveDocumentFiles } from './receive-files.js';
import { documentDeliveries, documentFiles } from './tables.js';

/** Per delivered file: scans of stamped certificates run larger than the customers' uploads. */
export const DELIVERY_MAX_FILE_BYTES = 20 * 1024 * 1024;
const TITLE_MAX_LENGTH = 100;

/** The `title` and `final` parts, checked like the contract's DeliverDocumentsRequest (multipart is parsed here). */
function deliveryFields(textFields: Map<string, string>) {
  const title = textFields.get('title')?.trim() ?? '';
  const final = textFields.get('final');
  assertStorableText([{ field: 'title', value: title }]);
  const errors = [
    ...(title === '' ? [{ field: 'title', message: fieldRequired('Title') }] : []),
    ...(title.length > TITLE_MAX_LENGTH ? [{ field: 'title', message: maxCharsAllowed(TITLE_MAX_LENGTH) }] : []),
    ...(final === 'true' || final === 'false' ? [] : [{ field: 'final', message: 'final must be "true" or "false"' }]),
  ];
  if (errors.length > 0) throw validationFailed(errors);
  return { title, final: final === 'true' };
}

/** A final delivery as another part of the application sees it, with the delivery's text parts. */
export interface FinalDelivery {
  userId: string;
  serviceSlug: string;
  textFields: ReadonlyMap<string, string>;
}

/**
 * Staff deliver documents to the customer. The files, the delivery, its audit row, for a final delivery the move
 * processing → completed (the status rule and path every status change takes, with its own audit row), and ONE
 * mail to the customer commit together; on any failure nothing stays, stored files included. `onFinalDelivery`
 * runs in that same transaction for a final delivery (the compliance calendar fills the customer's company in).
 */
export function documentDeliverer(deps: {
  db: Database;
  config: AppConfig;
  uploads: Pick<UploadsModule, 'newBatch'>;
  nudgeMail: () => void;
  onFinalDelivery?: (tx: Database, delivery: FinalDelivery) => Promise<void>;
}) {
  const brand = brandFor(deps.config.brand);
  return async function deliver(
    submissionId: string,
    actor: Actor & { staffId: string },
    parts: (limits: { fileSize: number }) => AsyncIterable<Multipart>,
  ) {
    const current = await submissionStatusOf(deps.db, submissionId);
    if (!current) throw notFound('Submission not found');
    assertStillOpen(current);
    const stream = parts({ fileSize: DELIVERY_MAX_FILE_BYTES + 1 });
    const batch = deps.uploads.newBatch();
    try {
      const rules = {
        label: 'At least one file',
        fileTypes: acceptedExtensions(undefined),
        maxSize: DELIVERY_MAX_FILE_BYTES,
      };
      const { files, textFields } = await receiveDocumentFiles(stream, rules, batch);
      const { title, final } = deliveryFields(textFields);
      const delivered = await deps.db.transaction(async (tx) => {
        const submission = await lockSubmission(tx, submissionId);
        if (!submission) throw notFound('Submission not found');
        assertStillOpen(submission);
        const [row] = await tx
          .insert(documentDeliveries)
          .values({ submissionId, title, final, deliveredBy: actor.staffId })
          .returning();
        const delivery = row as typeof documentDeliveries.$inferSelect;
        const stored = await tx
          .insert(documentFiles)
          .values(files.map((file, position) => ({ ...file, submissionId, deliveryId: delivery.id, position })))
          .returning();
        await recordAudit(tx, {
          ...actor,
          action: 'submission.delivery',
          entity: 'submission',
          entityId: submissionId,
          before: null,
          after: {
            deliveryId: delivery.id,
            title,
            final,
            files: stored.map((file) => ({ fileId: file.id, originalName: file.originalName })),
          },
        });
        if (final) {
          await moveSubmissionStatus(tx, submission, { to: 'completed' }, actor);
          await deps.onFinalDelivery?.(tx, {
            userId: submission.userId,
            serviceSlug: submission.serviceSlug,
            textFields,
          });
        }
        const customer = await customerContact(tx, submission.userId);
        if (customer) {
          const about = { id: submissionId, serviceTitle: submission.serviceTitle, title, final };
          await enqueueMail(tx, documentsDeliveredMail(brand, deps.config.publicUrl, customer, about));
        }
        return {
          delivery: deliveryView(delivery, stored, adminFilePath),
          status: final ? 'completed' : submission.status,
        };
      });
      deps.nudgeMail();
      return delivered;
    } catch (error) {
      // Whatever failed, nothing this request stored stays; if even that fails, the orphan sweep removes it.
      await batch.discard().catch(() => undefined);
      throw error;
    }
  };
}
