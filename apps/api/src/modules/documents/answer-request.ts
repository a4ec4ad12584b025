import type { Multipart } from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, notFound } from '../../platform/http/http-error.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import { discardParts } from '../../platform/uploads/application-parts.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { recordAudit } from '../audit/index.js';
import { fileDownloadPath, findOwnSubmissionProgress, lockSubmission } from '../submissions/index.js';
import { claimStagedUploads } from '../uploads/index.js';

import { requestView } from './document-views.js';
import { assertStillOpen } from './finished.js';
import { receiveDocumentFiles } from './receive-files.js';
import { documentFiles, documentRequests } from './tables.js';

export const REQUEST_NOT_FOUND = 'Document request not found';
export const ALREADY_ANSWERED = 'This document request has already been answered';

/** Uploads fill the disk: generous for a customer, a wall for a script. */
const ANSWER_LIMIT: RateLimitRule = {
  name: 'document-answer-user',
  limit: 30,
  windowSeconds: 60 * 60,
  message: 'You have uploaded many documents in a short time. Please try again later.',
};

async function findRequest(db: Database, submissionId: string, requestId: string, lock = false) {
  const query = db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.submissionId, submissionId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The customer answers a request with files, received like the application form's (upload batch, content
 * sniffing, spec wording); answering closes the request. The files, the closed request and the audit row (no
 * staff author: `staffId` null and `answeredBy: 'customer'`) commit together, or nothing stays, files included.
 */
export function documentAnswers(deps: {
  db: Database;
  uploads: Pick<UploadsModule, 'newBatch'>;
  limiter: RateLimiter;
}) {
  const { db } = deps;

  /** 404 for another customer's submission or request, 409 for an answered request or a finished submission. */
  async function openRequest(userId: string, submissionId: string, requestId: string) {
    const submission = await findOwnSubmissionProgress(db, userId, submissionId);
    const request = submission && (await findRequest(db, submissionId, requestId));
    if (!submission || !request) throw notFound(REQUEST_NOT_FOUND);
    if (request.answeredAt) throw conflict(ALREADY_ANSWERED);
    assertStillOpen(submission);
    return request;
  }

  return async function answer(
    userId: string,
    ids: { submissionId: string; requestId: string; httpRequestId: string },
    parts: (limits: { fileSize: number }) => AsyncIterable<Multipart>,
  ) {
    const request = await openRequest(userId, ids.submissionId, ids.requestId);
    // The parser's own cap: one byte over the allowance, so an oversize file is noticed, not stored.
    const stream = parts({ fileSize: request.maxSize + 1 });
    try {
      await deps.limiter.consume(ANSWER_LIMIT, userId);
    } catch (error) {
      await discardParts(stream);
      throw error;
    }
    const batch = deps.uploads.newBatch();
    try {
      const { files, stagedIds } = await receiveDocumentFiles(stream, request, batch, { db, userId });
      return await db.transaction(async (tx) => {
        // Again under locks: staff may have finished the submission, or another tab answered, meanwhile.
        const submission = await lockSubmission(tx, ids.submissionId);
        const locked = submission && (await findRequest(tx, ids.submissionId, ids.requestId, true));
        if (!submission || submission.userId !== userId || !locked) throw notFound(REQUEST_NOT_FOUND);
        if (locked.answeredAt) throw conflict(ALREADY_ANSWERED);
        assertStillOpen(submission);
        // Used up under this transaction: a second answer naming them (even a concurrent one) fails.
        await claimStagedUploads(tx, userId, [{ field: 'files', ids: stagedIds }]);
        const stored = await tx
          .insert(documentFiles)
          .values(
            files.map((file, position) => ({
              originalName: file.originalName,
              size: file.size,
              mimeType: file.mimeType,
              storedName: file.storedName,
              submissionId: ids.submissionId,
              requestId: locked.id,
              position,
            })),
          )
          .returning();
        const [answered] = await tx
          .update(documentRequests)
          .set({ answeredAt: new Date() })
          .where(eq(documentRequests.id, locked.id))
          .returning();
        await recordAudit(tx, {
          staffId: null,
          requestId: ids.httpRequestId,
          action: 'submission.document_answer',
          entity: 'submission',
          entityId: ids.submissionId,
          before: { requestId: locked.id, status: 'open' },
          after: {
            requestId: locked.id,
            status: 'answered',
            answeredBy: 'customer',
            customerId: userId,
            files: stored.map((file) => ({ fileId: file.id, originalName: file.originalName })),
          },
        });
        return requestView(answered as typeof locked, stored, fileDownloadPath);
      });
    } catch (error) {
      // Whatever failed, nothing this request stored stays; if even that fails, the orphan sweep removes it.
      await batch.discard().catch(() => undefined);
      throw error;
    }
  };
}
