import type { FastifyInstance, FastifyReply } from 'fastify';
import { HASHING_BUSY_MESSAGE, type PasswordHasher } from './passwords.js';

/** At most this many refusals wait out their hold at once; past it they go out at once (memory stays bounded). */
const MAX_HELD = 10_000;
const RETRY_AFTER_SECONDS = 1;

/**
 * The refusal, serialized once: the error envelope the error handler would build for tooManyRequests, without
 * making an Error (and its stack trace) and running the handler for each of a storm's requests.
 */
const REFUSAL = JSON.stringify({ success: false, message: HASHING_BUSY_MESSAGE, retryAfter: RETRY_AFTER_SECONDS });

const refuse = (reply: FastifyReply) =>
  reply
    .code(429)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .send(REFUSAL);

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
  app.addHook('onRequest', (request, reply, done) => {
    const operationId = request.routeOptions.config.operationId;
    if (!operationId || !shed.has(operationId) || !passwords.isBusy()) return done();
    if (holdMs <= 0 || held >= MAX_HELD) return refuse(reply);
    held += 1;
    setTimeout(() => {
      held -= 1;
      refuse(reply);
    }, holdMs);
  });
}
