import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per periodic job (reconciliation, orphan sweep): when its next round may start, on any instance. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  /** Claiming a round moves this one interval on, so the other instances skip that round. */
  runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
});
