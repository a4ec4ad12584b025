import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { badRequest } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import type { stagedUploadService } from './staged-uploads.js';

/** One file part, perhaps a stray text part: anything more is a script's. */
const LIMITS = { parts: 4, files: 1, fields: 2, fieldSize: 1024 };

export function registerUploadRoutes(app: FastifyInstance, service: ReturnType<typeof stagedUploadService>) {
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: LIMITS });
    bindOperation(scope, 'stageUpload', async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('Send the file as multipart/form-data');
      const upload = await service.stage(request.customer.id, (limits) =>
        request.parts({ limits: { ...LIMITS, ...limits } }),
      );
      reply.status(201);
      return ok({ upload }, 'File uploaded');
    });
  });

  bindOperation(app, 'discardStagedUpload', async (request) => {
    await service.discard(request.customer.id, request.params.uploadId);
    return ok({}, 'Upload removed');
  });
}
