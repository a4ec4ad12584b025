import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { badRequest, notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import { SUBMISSION_MESSAGES, type SubmissionService } from './submission-service.js';

/** RFC 6266: an ASCII fallback name plus the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const MAX_PARTS = 50;

export function registerSubmissionRoutes(app: FastifyInstance, submissions: SubmissionService) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { parts: MAX_PARTS, files: MAX_PARTS, fields: 10, fieldSize: 256 * 1024 },
    });
    bindOperation(scope, 'submitApplication', async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the application as multipart/form-data');
      const { slug } = request.params;
      const submissionId = await submissions.submit(request.customer.id, slug, (limits) =>
        request.parts({ limits: { parts: MAX_PARTS, files: MAX_PARTS, fields: 10, fieldSize: 256 * 1024, ...limits } }),
      );
      reply.status(201);
      return ok({ submissionId }, SUBMISSION_MESSAGES.submitted);
    });
  });

  bindOperation(app, 'listSubmissions', async (request) =>
    ok({ submissions: await submissions.list(request.customer.id) }),
  );

  bindOperation(app, 'getSubmission', async (request) => {
    const submission = await submissions.get(request.customer.id, request.params.id);
    if (!submission) throw notFound(SUBMISSION_MESSAGES.submissionNotFound);
    return ok({ submission });
  });

  bindOperation(app, 'downloadSubmissionFile', async (request, reply) => {
    const { id, fileId } = request.params;
    const file = await submissions.file(request.customer.id, id, fileId);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', attachmentDisposition(file.originalName))
      .header('content-length', String(file.size))
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });
}
