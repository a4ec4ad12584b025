import type { FastifyInstance } from 'fastify';
import { bindOperation, type OperationHandler } from '../http/operations.js';
import { RateLimitedError, replyRateLimited } from './rate-limiter.js';

/**
 * bindOperation for operations that may be rate limited: a RateLimitedError thrown by the handler becomes the
 * contract's 429 body ({ success: false, message, retryAfter }) with a Retry-After header.
 */
export function bindLimitedOperation(app: FastifyInstance, operationId: string, handler: OperationHandler) {
  bindOperation(app, operationId, async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof RateLimitedError) return replyRateLimited(reply, error);
      throw error;
    }
  });
}
