import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { badRequest, notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import type { UploadsModule } from '../../platform/uploads/index.js';
import { actorOf } from '../staff/index.js';
import { attachmentDisposition, findApplicationFile } from '../submissions/index.js';
import type { documentAnswers } from './answer-request.js';
import type { documentDeliverer } from './deliver-documents.js';
import { findDocumentFile } from './document-views.js';
import type { documentRequester } from './request-document.js';

const MAX_PARTS = 50;
const LIMITS = { parts: MAX_PARTS, files: MAX_PARTS, fields: 10, fieldSize: 64 * 1024 };

/** Thin HTTP layer over document requests, answers, deliveries and the back office's file downloads. */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Database; uploads: Pick<UploadsModule, 'storage'> },
  handlers: {
    requestDocument: ReturnType<typeof documentRequester>;
    answer: ReturnType<typeof documentAnswers>;
    deliver: ReturnType<typeof documentDeliverer>;
  },
) {
  bindOperation(app, 'requestSubmissionDocument', async (request, reply) => {
    const actor = { ...actorOf(request), staffId: request.staff.id };
    const created = await handlers.requestDocument(request.params.id, request.body, actor);
    reply.status(201);
    return ok({ request: created }, 'Document requested');
  });

  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: LIMITS });

    bindOperation(scope, 'answerDocumentRequest', async (request) => {
      if (!request.isMultipart()) throw badRequest('Send the documents as multipart/form-data');
      const { id, requestId } = request.params;
      const ids = { submissionId: id, requestId, httpRequestId: request.id };
      const answered = await handlers.answer(request.customer.id, ids, (limits) =>
        request.parts({ limits: { ...LIMITS, ...limits } }),
      );
      return ok({ request: answered }, 'Documents uploaded');
    });

    bindOperation(scope, 'deliverSubmissionDocuments', async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the documents as multipart/form-data');
      const actor = { ...actorOf(request), staffId: request.staff.id };
      const delivered = await handlers.deliver(request.params.id, actor, (limits) =>
        request.parts({ limits: { ...LIMITS, ...limits } }),
      );
      reply.status(201);
      return ok(delivered, delivered.status === 'completed' ? 'Delivered; the submission is completed' : 'Delivered');
    });
  });

  bindOperation(app, 'downloadAdminSubmissionFile', async (request, reply) => {
    const { id, fileId } = request.params;
    const file = (await findApplicationFile(deps.db, id, fileId)) ?? (await findDocumentFile(deps.db, id, fileId));
    if (!file) throw notFound('File not found');
    const stored = await deps.uploads.storage.get(file.storedName);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachmentDisposition(file.originalName))
      .header('content-length', String(stored.size))
      .header('cache-control', 'private, no-store')
      .send(stored.stream);
  });
}
