import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { sendCsvDownload } from '../../platform/http/csv-file.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { AUDIT_CSV_COLUMNS, auditCsvRecords } from './audit-csv.js';
import { auditEventBatches, listAuditEvents } from './audit-log.js';

/** The audit log's operations: reading and exporting it. No operation edits or removes an event. */
export function registerAudit(app: FastifyInstance, deps: { db: Database; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  bindOperation(app, 'listAuditEvents', async (request) => {
    const { page, limit, cursor, ...filters } = request.query;
    return ok(await listAuditEvents(deps.db, filters, { page, limit, cursor }));
  });

  bindOperation(app, 'exportAuditEvents', async (request, reply) => {
    const records = auditCsvRecords(auditEventBatches(deps.db, request.query));
    return sendCsvDownload(reply, 'audit-log', AUDIT_CSV_COLUMNS, records, now());
  });
}
