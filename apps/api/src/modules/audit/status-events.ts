import { and, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { auditEvents } from './tables.js';

/**
 * The entities of `entity` whose audited status change (`<entity>.status`) to `status` happened within
 * [from, to), with when (the latest such change): e.g. the submissions completed this month.
 */
export async function reachedStatusIn(
  db: Database,
  entity: string,
  status: string,
  range: { from: Date; to: Date },
): Promise<{ entityId: string; at: Date }[]> {
  const rows = await db
    .select({ entityId: auditEvents.entityId, at: max(auditEvents.createdAt) })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, entity),
        eq(auditEvents.action, `${entity}.status`),
        sql`${auditEvents.after}->>'status' = ${status}`,
        gte(auditEvents.createdAt, range.from),
        lt(auditEvents.createdAt, range.to),
      ),
    )
    .groupBy(auditEvents.entityId);
  return rows.flatMap((row) => (row.at ? [{ entityId: row.entityId, at: new Date(row.at) }] : []));
}
