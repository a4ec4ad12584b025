import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../http/http-error.js';
import { HASHING_BUSY_MESSAGE, type PasswordHasher } from './passwords.js';

/**
 * Refuses `operationIds` with 429 as soon as the request arrives while `passwords` could not hash for it: before its
 * body is parsed and validated and before any database round trip, so a storm of refused sign-ins costs the server
 * little more than answering them. The handler's own check stays, for the requests that pass this one.
 */
export function shedSignInsWhenHashingIsBusy(
  app: FastifyInstance,
  passwords: PasswordHasher,
  operationIds: readonly string[],
) {
  const shed = new Set(operationIds);
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    done(
      operationId && shed.has(operationId) && passwords.isBusy() ? tooManyRequests(HASHING_BUSY_MESSAGE, 1) : undefined,
    );
  });
}
