import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffIdKey } from '../staff/foreign-keys.js';
import { submissionIdKey } from '../submissions/foreign-keys.js';

/** Who works a submission: at most one staff member at a time. */
export const submissionAssignments = pgTable(
  'submission_assignments',
  {
    submissionId: uuid('submission_id').primaryKey().references(submissionIdKey, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull().references(staffIdKey),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_assignments_staff_idx').on(table.staffId)],
);

/**
 * Staff notes on a submission: `internal` ones only staff ever read; a `customer` message is also mailed to the
 * customer and listed on their progress. The one customer-facing read (`customerMessagesOf`) selects only those.
 */
export const submissionNotes = pgTable(
  'submission_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(submissionIdKey, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull().references(staffIdKey),
    visibility: text('visibility', { enum: ['internal', 'customer'] }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('submission_notes_submission_idx').on(table.submissionId, table.createdAt)],
);
