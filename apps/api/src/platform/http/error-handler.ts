import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './connection-errors.js';
import { HttpError, serviceUnavailable } from './http-error.js';

/** What a request that lost its database connection is told; the pool reconnects for the next one. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 2;

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
  app.setErrorHandler((caught: FastifyError | HttpError, request, reply) => {
    let error = caught;
    if (!(error instanceof HttpError) && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'request failed: the database connection was lost');
      error = serviceUnavailable(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
    }
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
