import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../http/http-error.js';

/** What a request that arrives while the server shuts down is told (the proxy sends the retry to another one). */
export const DRAINING_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Graceful shutdown, the request side: once `app.close()` starts, requests already running finish, while a new
 * request on a kept-alive connection gets a 503 envelope with Retry-After and `Connection: close`, and readiness
 * reports not ready. (Fastify's own closing answer is not the contract's envelope, so it is turned off in app.ts.)
 */
export function useDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    throw serviceUnavailable(DRAINING_MESSAGE, 1);
  });
  return { isDraining: () => draining };
}

export type Draining = ReturnType<typeof useDraining>;
