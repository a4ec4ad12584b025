import { COMPLIANCE_RULES_VERSION } from '@startwise/flows/compliance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { notFound } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import { brandFor } from '../../platform/system/brand.js';
import { indiaDate } from '../../platform/system/india-time.js';
import { calendarFeed } from './calendar-feed.js';
import { companiesOf, companyView, filingsOf, insertCompany, ownCompany, replaceCompany } from './companies.js';
import { listExtensions } from './extensions.js';
import { recordFiling } from './filings.js';
import { allExtensions, refreshObligations } from './obligation-index.js';
import { feedUrl, issueFeedToken, revokeFeedToken, subscriberByFeedToken, subscriberOf } from './subscribers.js';
import { complianceCompanies } from './tables.js';

export interface ComplianceDeps {
  db: Database;
  config: AppConfig;
  now?: () => Date;
}

/** The customer's side of the calendar: companies, filings and the feed, each only the caller's own. */
export function registerComplianceRoutes(app: FastifyInstance, deps: ComplianceDeps) {
  const { db, config } = deps;
  const today = () => indiaDate(deps.now?.() ?? new Date());

  bindOperation(app, 'getComplianceCalendar', async (request) => {
    const userId = request.customer.id;
    const [companies, extensions, subscriber] = await Promise.all([
      companiesOf(db, userId),
      listExtensions(db),
      db.transaction((tx) => subscriberOf(tx, userId)),
    ]);
    return ok({
      companies,
      extensions,
      rulesVersion: COMPLIANCE_RULES_VERSION,
      today: today(),
      remindersEnabled: subscriber.remindersEnabled,
    });
  });

  bindOperation(app, 'createCompany', async (request, reply) => {
    const company = await db.transaction(async (tx) => {
      const row = await insertCompany(tx, request.customer.id, request.body, today());
      await refreshObligations(tx, row, today(), await allExtensions(tx));
      return companyView(row, []);
    });
    reply.status(201);
    return ok({ company }, 'Company added');
  });

  bindOperation(app, 'updateCompany', async (request) => {
    const company = await db.transaction(async (tx) => {
      const row = await ownCompany(tx, request.customer.id, request.params.companyId);
      const saved = await replaceCompany(tx, row, request.body, today());
      await refreshObligations(tx, saved, today(), await allExtensions(tx));
      return companyView(saved, await filingsOf(tx, saved.id));
    });
    return ok({ company }, 'Company saved');
  });

  bindOperation(app, 'deleteCompany', async (request) => {
    await db.transaction(async (tx) => {
      const row = await ownCompany(tx, request.customer.id, request.params.companyId);
      await tx.delete(complianceCompanies).where(eq(complianceCompanies.id, row.id));
    });
    return ok({}, 'Company removed');
  });

  bindOperation(app, 'markObligationFiled', async (request, reply) => {
    const { filing, created } = await db.transaction(async (tx) =>
      recordFiling(
        tx,
        await ownCompany(tx, request.customer.id, request.params.companyId),
        request.body,
        'customer',
        today(),
      ),
    );
    reply.status(created ? 201 : 200);
    return ok({ filing }, created ? 'Marked as filed' : 'Already marked as filed');
  });

  bindOperation(app, 'getComplianceFeed', async (request) => {
    const subscriber = await db.transaction((tx) => subscriberOf(tx, request.customer.id));
    return ok({ url: subscriber.feedToken ? feedUrl(config.publicUrl, subscriber.feedToken) : null });
  });

  bindOperation(app, 'issueComplianceFeed', async (request, reply) => {
    const token = await db.transaction((tx) => issueFeedToken(tx, request.customer.id));
    reply.status(201);
    return ok({ url: feedUrl(config.publicUrl, token) }, 'A new calendar address is ready');
  });

  bindOperation(app, 'revokeComplianceFeed', async (request) => {
    await revokeFeedToken(db, request.customer.id);
    return ok({ url: null }, 'The calendar address no longer works');
  });

  bindOperation(app, 'complianceCalendarFeed', async (request, reply) => {
    const subscriber = await subscriberByFeedToken(db, request.params.feedToken);
    if (!subscriber) throw notFound('This calendar address is not valid');
    const rows = await db.select().from(complianceCompanies).where(eq(complianceCompanies.userId, subscriber.userId));
    const companies = await Promise.all(rows.map(async (row) => ({ row, filings: await filingsOf(db, row.id) })));
    const brand = brandFor(config.brand);
    const ics = calendarFeed(companies, await allExtensions(db), today(), {
      calendarUrl: `${config.publicUrl}/compliance`,
      brandName: brand.name,
      host: new URL(config.publicUrl).hostname,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="compliance.ics"')
      .send(ics);
  });
}
