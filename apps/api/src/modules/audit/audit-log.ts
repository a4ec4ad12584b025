import type { Schemas } from '@startwise/api-client';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { OperationQuery } from '../../platform/http/operation-types.js';
import { auditEvents } from './tables.js';

export type AuditEventView = Schemas['AuditEvent'];

/** One recorded change: who, what, on which entity, the entity's fields before and after, and the request. */
export type AuditEntry = Omit<AuditEventView, 'id' | 'createdAt'>;

/** Records `entry` in the caller's transaction: the row exists exactly when the change it records committed. */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** The audit log's filters, as the contract's `listAuditEvents` query names them. */
export type AuditFilters = Omit<OperationQuery<'listAuditEvents'>, 'page' | 'limit'>;

const view = (row: typeof auditEvents.$inferSelect): AuditEventView => ({
  id: row.id,
  staffId: row.staffId,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  requestId: row.requestId,
  createdAt: row.createdAt.toISOString(),
});

function conditions(filters: AuditFilters): SQL | undefined {
  return and(
    filters.staffId ? eq(auditEvents.staffId, filters.staffId) : undefined,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.entity ? eq(auditEvents.entity, filters.entity) : undefined,
    filters.entityId ? eq(auditEvents.entityId, filters.entityId) : undefined,
    filters.from ? gte(auditEvents.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(auditEvents.createdAt, new Date(filters.to)) : undefined,
  );
}

/** One page of events matching `filters`, newest first. */
export async function listAuditEvents(db: Database, filters: AuditFilters, page: number, limit: number) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(auditEvents).where(where),
  ]);
  const items = total?.value ?? 0;
  return {
    events: rows.map(view),
    pagination: { total: items, page, limit, pages: Math.ceil(items / limit) },
  };
}

/** The events of one entity, oldest first: a submission's timeline. */
export async function auditTrailOf(db: Database, entity: string, entityId: string): Promise<AuditEventView[]> {
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(auditEvents.createdAt, auditEvents.id);
  return rows.map(view);
}
