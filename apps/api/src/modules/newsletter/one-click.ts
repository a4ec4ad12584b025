import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import { brandFor } from '../../platform/system/brand.js';
import { type OneClickPage, oneClickPage } from './one-click-page.js';
import { findByToken, unsubscribeByToken } from './subscriptions.js';

const INVALID_LINK = 'This unsubscribe link is not valid';
/** RFC 8058's body is one short field; a client sending more is not a mail client. */
const BODY_LIMIT = 4096;

/**
 * The one-click unsubscribe of newsletter mail (RFC 8058), signed in by the link's secret token alone: GET shows a
 * page with an Unsubscribe button, POST (the mail client's, or that button's) unsubscribes. Registered in a scope
 * of its own: only these routes read form bodies, every other operation still refuses them (415).
 */
export function registerOneClick(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  const brand = brandFor(deps.config.brand);
  const send = (reply: FastifyReply, page: OneClickPage) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(oneClickPage(page, brand, deps.config.publicUrl));

  app.register(async (scope) => {
    // The body says only "List-Unsubscribe=One-Click": the token in the address is what counts, so it is read
    // (within the limit) and dropped, never parsed.
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, _body, done) => done(null, undefined),
    );

    bindOperation(scope, 'showOneClickUnsubscribe', async (request, reply) => {
      const row = await findByToken(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_LINK);
      return send(
        reply,
        row.subscribed
          ? { kind: 'confirm', email: row.email, token: request.query.token }
          : { kind: 'done', email: row.email },
      );
    });

    bindOperation(scope, 'oneClickUnsubscribe', async (request, reply) => {
      const row = await unsubscribeByToken(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_LINK);
      return send(reply, { kind: 'done', email: row.email });
    });
  });
}
