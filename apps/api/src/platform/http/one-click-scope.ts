import type { FastifyInstance } from 'fastify';

/** RFC 8058's body is one short field; a client sending more is not a mail client. */
const BODY_LIMIT = 4096;

/**
 * A scope for a list's one-click unsubscribe routes (RFC 8058), signed in by the link's secret token alone. Only
 * these routes read form bodies, so every other operation still refuses them (415). The body says only
 * "List-Unsubscribe=One-Click": the token in the address is what counts, so it is read (within the limit) and
 * dropped, never parsed.
 */
export function oneClickScope(app: FastifyInstance, bind: (scope: FastifyInstance) => void) {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );
    bind(scope);
  });
}
