import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { assignMessage, markRead, setMessageStatus } from './inbox-changes.js';
import { inboxMessage, listInbox } from './inbox-list.js';
import { inboxReplier } from './inbox-reply.js';

/** The back office's inbox of contact messages (docs/backoffice.md): operators and admins. */
export function registerInbox(app: FastifyInstance, deps: { db: Database; config: AppConfig; nudgeMail: () => void }) {
  const reply = inboxReplier(deps);

  bindOperation(app, 'listContactMessages', async (request) => {
    const { page, limit, ...filters } = request.query;
    return ok(await listInbox(deps.db, filters, page, limit));
  });

  bindOperation(app, 'getContactMessage', async (request) => ok(await inboxMessage(deps.db, request.params.messageId)));

  bindOperation(app, 'markContactMessageRead', async (request) => {
    const { read } = request.body;
    const contactMessage = await markRead(deps.db, request.params.messageId, read, actorOf(request));
    return ok({ contactMessage }, read ? 'Marked as read' : 'Marked as unread');
  });

  bindOperation(app, 'assignContactMessage', async (request) => {
    const { staffId } = request.body;
    const contactMessage = await assignMessage(deps.db, request.params.messageId, staffId, actorOf(request));
    return ok({ contactMessage }, staffId ? 'Assigned' : 'Unassigned');
  });

  bindOperation(app, 'replyToContactMessage', async (request, response) => {
    const actor = { ...actorOf(request), staffId: request.staff.id };
    const answered = await reply(request.params.messageId, request.body.body, actor);
    response.status(201);
    return ok(answered, 'Reply sent');
  });

  bindOperation(app, 'changeContactMessageStatus', async (request) => {
    const { status } = request.body;
    const contactMessage = await setMessageStatus(deps.db, request.params.messageId, status, actorOf(request));
    return ok({ contactMessage }, status === 'closed' ? 'Message closed' : 'Message reopened');
  });
}
