import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffIdKey } from '../staff/foreign-keys.js';

/**
 * Append-only: one row per change a staff member (or a command) made, written in the transaction of the change.
 * Nothing updates or deletes a row (docs/backoffice.md).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for a change made by a command (`npm run staff:create`). */
    staffId: uuid('staff_id').references(staffIdKey),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id'),
    /**
     * The statement's time, not the transaction's (now()): one change can write several rows (a final delivery
     * and the completion it causes), and the timeline keeps them in the order they happened.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [
    index('audit_events_created_idx').on(table.createdAt),
    index('audit_events_entity_idx').on(table.entity, table.entityId, table.createdAt),
    index('audit_events_staff_idx').on(table.staffId, table.createdAt),
  ],
);
