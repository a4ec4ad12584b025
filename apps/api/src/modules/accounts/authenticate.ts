import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { unauthorized } from '../../platform/http/http-error.js';
import { MESSAGES } from './account-messages.js';
import type { Customer } from './customer.js';
import type { SessionStore } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer; set by `app.authenticate` on every operation the contract marks bearerAuth. */
    customer: Customer;
  }
}

/**
 * Decorates `app.authenticate`, the preHandler of every signed-in operation: a valid access token of a session
 * that is still active (logout and password changes end sessions at once, not when the token expires).
 */
export function useAuthentication(app: FastifyInstance, deps: { db: Database; sessions: SessionStore }) {
  app.decorateRequest('customer', null as unknown as Customer);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const claims = await deps.sessions.verifyAccessToken(match[1] as string);
    const email = claims && (await deps.sessions.activeSessionEmail(deps.db, claims));
    if (!claims || !email) throw unauthorized(MESSAGES.sessionExpired);
    request.customer = { id: claims.userId, email, sessionId: claims.sessionId };
  });
}
