import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { sendCsvDownload } from '../../platform/http/csv-file.js';
import { ok } from '../../platform/http/envelope.js';
import { notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import { recordAudit } from '../audit/index.js';
import { actorOf } from '../staff/index.js';
import { normalizedEmail } from './email.js';
import { subscribersCsv } from './subscriber-csv.js';
import { allSubscribers, listSubscribers, subscriberView } from './subscriber-list.js';
import { findSubscription, unsubscribe } from './subscriptions.js';

/** The back office's newsletter list (admins): search, page, export, and unsubscribe someone who asked. */
export function registerNewsletterAdmin(app: FastifyInstance, deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  bindOperation(app, 'listNewsletterSubscribers', async (request) => {
    const { page, limit, ...filters } = request.query;
    return ok(await listSubscribers(deps.db, filters, page, limit));
  });

  bindOperation(app, 'exportNewsletterSubscribers', async (request, reply) => {
    const csv = subscribersCsv(await allSubscribers(deps.db, request.query));
    return sendCsvDownload(reply, 'newsletter-subscribers', csv, now());
  });

  bindOperation(app, 'unsubscribeNewsletterSubscriber', async (request) => {
    const email = normalizedEmail(request.body.email);
    const subscriber = await deps.db.transaction(async (tx) => {
      const row = await findSubscription(tx, email, true);
      if (!row) throw notFound('No subscription for this address');
      if (!row.subscribed) return row;
      await unsubscribe(tx, email);
      await recordAudit(tx, {
        ...actorOf(request),
        action: 'newsletter.unsubscribe',
        entity: 'newsletter_subscription',
        entityId: email,
        before: { subscribed: true },
        after: { subscribed: false },
      });
      return (await findSubscription(tx, email)) ?? row;
    });
    return ok({ subscriber: subscriberView(subscriber) }, 'Unsubscribed');
  });
}
