import type { Schemas } from '@startwise/api-client';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { keysetBatches } from '../../platform/db/keyset-batches.js';
import { cappedCount, type ListPageRequest, listPagination, pageRows, pageStart } from '../../platform/db/list-page.js';
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
export type AuditFilters = Omit<OperationQuery<'listAuditEvents'>, 'page' | 'limit' | 'cursor'>;

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

/** Newest first; the index audit_events_created_id_idx serves it. */
const NEWEST_FIRST: Keyset = {
  name: 'audit-newest',
  keys: [
    { expression: auditEvents.createdAt, type: 'timestamptz' },
    { expression: auditEvents.id, type: 'uuid' },
  ],
  direction: 'desc',
};

/** One page of events matching `filters`, newest first, at any depth (the cursor), with a capped total. */
export async function listAuditEvents(db: Database, filters: AuditFilters, request: ListPageRequest) {
  const where = conditions(filters);
  const start = pageStart(NEWEST_FIRST, request);
  const [fetched, count] = await Promise.all([
    db
      .select({ event: auditEvents, cursorKeys: keysetValues(NEWEST_FIRST) })
      .from(auditEvents)
      .where(and(where, start.after))
      .orderBy(...keysetOrder(NEWEST_FIRST))
      .limit(start.fetch)
      .offset(start.offset),
    cappedCount(db, db.select({ one: sql`1` }).from(auditEvents).where(where)),
  ]);
  const { rows, nextCursor } = pageRows(NEWEST_FIRST, start, fetched);
  return {
    events: rows.map((row) => view(row.event)),
    pagination: listPagination(count, start, request.limit, nextCursor),
  };
}

/** Every event matching `filters`, newest first, a batch at a time: the CSV export. */
export async function* auditEventBatches(db: Database, filters: AuditFilters) {
  const where = conditions(filters);
  const batches = keysetBatches(NEWEST_FIRST, (after, limit) =>
    db
      .select({ event: auditEvents, cursorKeys: keysetValues(NEWEST_FIRST) })
      .from(auditEvents)
      .where(and(where, after))
      .orderBy(...keysetOrder(NEWEST_FIRST))
      .limit(limit),
  );
  for await (const batch of batches) yield batch.map((row) => row.event);
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
