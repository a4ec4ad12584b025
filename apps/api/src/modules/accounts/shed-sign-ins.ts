import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../platform/http/http-error.js';
import { HASHING_BUSY_MESSAGE, type PasswordHasher } from './passwords.js';

/** At most this many refusals wait out their hold at once; past it they go out at once (memory stays bounded). */
const MAX_HELD = 10_000;

/**
 * Refuses `operationIds` with 429 as soon as the request arrives while `passwords` could not hash for it: before its
 * body is parsed and validated and before any database round trip, so a storm of refused sign-ins costs the server
 * little more than a timer each. The answer leaves after the hasher's `shedHoldMs` (HashingLimits). The handler's
 * own check stays, for the requests that pass this one.
 */
export function shedSignInsWhenHashingIsBusy(
  app: FastifyInstance,
  passwords: PasswordHasher,
  operationIds: readonly string[],
) {
  const shed = new Set(operationIds);
  const holdMs = passwords.limits.shedHoldMs;
  let held = 0;
  app.addHook('onRequest', (request, _reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || !shed.has(operationId) || !passwords.isBusy()) return done();
    const refusal = tooManyRequests(HASHING_BUSY_MESSAGE, 1);
    if (holdMs <= 0 || held >= MAX_HELD) return done(refusal);
    held += 1;
    setTimeout(() => {
      held -= 1;
      done(refusal);
    }, holdMs);
  });
}
