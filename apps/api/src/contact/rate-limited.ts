import type { FastifyInstance } from 'fastify';
import { bindOperation, type OperationHandler } from '../http/operations.js';
import { RateLimitedError, replyRateLimited } from '../rate-limit/rate-limiter.js';

/** Binds an operation whose handler may be refused by a rate limit: answered with the contract's 429 envelope. */
export function bindRateLimited(app: FastifyInstance, operationId: string, handler: OperationHandler) {
  bindOperation(app, operationId, async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      if (error instanceof RateLimitedError) return replyRateLimited(reply, error);
      throw error;
    }
  });
}
