import { indiaTimestamp } from '@startwise/format';
import type { auditEvents } from './tables.js';

export const AUDIT_CSV_COLUMNS = [
  'created_at',
  'event_id',
  'staff_id',
  'action',
  'entity',
  'entity_id',
  'request_id',
  'before',
  'after',
] as const;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Audit events, batch by batch, as the export's CSV records (in AUDIT_CSV_COLUMNS' order). */
export async function* auditCsvRecords(
  batches: AsyncIterable<(typeof auditEvents.$inferSelect)[]>,
): AsyncGenerator<string[]> {
  for await (const batch of batches) {
    for (const row of batch) {
      yield [
        indiaTimestamp(row.createdAt),
        row.id,
        row.staffId ?? '',
        row.action,
        row.entity,
        row.entityId,
        row.requestId ?? '',
        json(row.before),
        json(row.after),
      ];
    }
  }
}
