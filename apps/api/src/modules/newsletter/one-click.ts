import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { oneClickScope } from '../../platform/http/one-click-scope.js';
import { bindOperation } from '../../platform/http/operations.js';
import {
  INVALID_UNSUBSCRIBE_LINK,
  type MailingList,
  type OneClickPage,
  sendOneClickPage,
} from '../../platform/mail/one-click-page.js';
import { brandFor } from '../../platform/system/brand.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import { findByToken, unsubscribeByToken } from './subscriptions.js';

/**
 * The one-click unsubscribe of newsletter mail (RFC 8058), signed in by the link's secret token alone: GET shows a
 * page with an Unsubscribe button, POST (the mail client's, or that button's) unsubscribes.
 */
export function registerOneClick(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  const brand = brandFor(deps.config.brand);
  const list: MailingList = {
    name: 'the newsletter',
    mail: 'newsletter mail',
    doneTitle: NEWSLETTER_MESSAGES.unsubscribed,
    again: { url: `${deps.config.publicUrl}/newsletter`, page: 'our newsletter page' },
  };
  const send = (reply: FastifyReply, page: OneClickPage) =>
    sendOneClickPage(reply, page, brand, deps.config.publicUrl, list);

  oneClickScope(app, (scope) => {
    bindOperation(scope, 'showOneClickUnsubscribe', async (request, reply) => {
      const row = await findByToken(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      return send(
        reply,
        row.subscribed
          ? { kind: 'confirm', email: row.email, token: request.query.token }
          : { kind: 'done', email: row.email },
      );
    });

    bindOperation(scope, 'oneClickUnsubscribe', async (request, reply) => {
      const row = await unsubscribeByToken(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      return send(reply, { kind: 'done', email: row.email });
    });
  });
}
