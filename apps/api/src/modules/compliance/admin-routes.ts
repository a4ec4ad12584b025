import { stringify } from 'csv-stringify';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { indiaDate } from '../../platform/system/india-time.js';
import { recordAudit } from '../audit/index.js';
import { actorOf } from '../staff/index.js';
import { companyById } from './companies.js';
import { DUE_SOON_COLUMNS, dueSoonCsvRow, everyDueSoon, listDueSoon } from './due-soon.js';
import { listExtensions, saveExtension } from './extensions.js';
import { recordFiling } from './filings.js';
import type { ComplianceDeps } from './routes.js';

/** The back office's side: the due-soon list and its export, filings Startwise made, and government extensions. */
export function registerComplianceAdmin(app: FastifyInstance, deps: ComplianceDeps) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  bindOperation(app, 'listDueSoonObligations', async (request) => {
    const { cursor, ...filters } = request.query;
    return ok(await listDueSoon(db, filters, indiaDate(now()), cursor));
  });

  bindOperation(app, 'exportDueSoonObligations', async (request, reply) => {
    const at = now();
    const rows = everyDueSoon(db, request.query, indiaDate(at));
    const csv = stringify({
      header: true,
      columns: [...DUE_SOON_COLUMNS],
      record_delimiter: 'windows',
      escape_formulas: true,
    });
    // Batches are read as the client reads the file: memory stays flat however long the list is.
    void (async () => {
      try {
        for await (const item of rows) {
          if (!csv.write(dueSoonCsvRow(item))) await new Promise((resolve) => csv.once('drain', resolve));
        }
        csv.end();
      } catch (error) {
        csv.destroy(error as Error);
      }
    })();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="due-soon-${indiaDate(at)}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  bindOperation(app, 'recordObligationFiledByStaff', async (request, reply) => {
    const today = indiaDate(now());
    const { filing, created } = await db.transaction(async (tx) => {
      const company = await companyById(tx, request.params.companyId);
      const result = await recordFiling(tx, company, request.body, 'startwise', today);
      if (result.created) {
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'compliance.filed',
          entity: 'compliance_company',
          entityId: company.id,
          before: null,
          after: { obligation: `${request.body.ruleId}:${request.body.periodKey}`, ...result.filing },
        });
      }
      return result;
    });
    reply.status(created ? 201 : 200);
    return ok({ filing }, created ? 'Marked as filed' : 'Already marked as filed');
  });

  bindOperation(app, 'listComplianceExtensions', async () => ok({ extensions: await listExtensions(db) }));

  bindOperation(app, 'recordComplianceExtension', async (request) => {
    const extension = await db.transaction(async (tx) => {
      const { before, after } = await saveExtension(tx, request.body);
      await recordAudit(tx, {
        ...actorOf(request),
        action: 'compliance.extension',
        entity: 'compliance_extension',
        entityId: `${after.ruleId}:${after.periodKey}`,
        before,
        after,
      });
      return after;
    });
    return ok({ extension }, 'Extension recorded');
  });
}
