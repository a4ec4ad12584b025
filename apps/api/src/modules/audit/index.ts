import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { listAuditEvents } from './audit-log.js';

export { type AuditEntry, type AuditEventView, auditTrailOf, recordAudit } from './audit-log.js';
export { reachedStatusIn } from './status-events.js';

/** The audit log's one operation: reading it. No operation edits or removes an event. */
export function registerAudit(app: FastifyInstance, deps: { db: Database }) {
  bindOperation(app, 'listAuditEvents', async (request) => {
    const { page, limit, ...filters } = request.query;
    return ok(await listAuditEvents(deps.db, filters, page, limit));
  });
}
