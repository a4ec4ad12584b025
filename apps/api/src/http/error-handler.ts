import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

interface AjvIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** 'body' + '/fields/0/name' -> 'fields.0.name'; a missing property names itself. */
function fieldOf(issue: AjvIssue): string | undefined {
  const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const leaf = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  return [path, leaf].filter(Boolean).join('.') || undefined;
}

/** Every failure leaves the server as the contract's error envelope with a meaningful status. */
export function useErrorEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.retryAfter !== undefined && { retryAfter: error.retryAfter }),
      });
    }
    if (error.validation) {
      const errors = (error.validation as AjvIssue[]).map((issue) => {
        const field = fieldOf(issue);
        return {
          ...(field && { field }),
          message: `${field ?? error.validationContext} ${issue.message ?? 'is invalid'}`,
        };
      });
      return reply.status(400).send({
        success: false,
        message: `Invalid request: ${errors.map((e) => e.message).join('; ')}`,
        errors,
      });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ success: false, message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });
}
