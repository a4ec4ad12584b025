import type { FastifyInstance, FastifyReply } from 'fastify';
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
import type { ComplianceDeps } from './routes.js';
import { stopReminders, subscriberByUnsubscribeToken } from './subscribers.js';

const REMINDERS_OFF = 'Compliance reminders turned off';

/** The one-click unsubscribe of reminder mail (RFC 8058): GET asks, POST turns reminders off. */
export function registerReminderOneClick(app: FastifyInstance, deps: ComplianceDeps) {
  const brand = brandFor(deps.config.brand);
  const list: MailingList = {
    name: 'compliance reminders',
    mail: 'compliance reminders',
    doneTitle: REMINDERS_OFF,
    again: { url: `${deps.config.publicUrl}/compliance`, page: 'your compliance calendar' },
  };
  const send = (reply: FastifyReply, page: OneClickPage) =>
    sendOneClickPage(reply, page, brand, deps.config.publicUrl, list);
  oneClickScope(app, (scope) => {
    bindOperation(scope, 'showReminderUnsubscribe', async (request, reply) => {
      const row = await subscriberByUnsubscribeToken(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      const { email } = row;
      return send(
        reply,
        row.remindersEnabled ? { kind: 'confirm', email, token: request.query.token } : { kind: 'done', email },
      );
    });

    bindOperation(scope, 'reminderOneClickUnsubscribe', async (request, reply) => {
      const row = await stopReminders(deps.db, request.query.token);
      if (!row) throw notFound(INVALID_UNSUBSCRIBE_LINK);
      return send(reply, { kind: 'done', email: row.email });
    });
  });
}
