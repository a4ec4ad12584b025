import { date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The holidays the team added to India's national ones (docs/backoffice.md, "Service levels"): one per date. */
export const officeHolidays = pgTable('office_holidays', {
  /** India's calendar date. */
  date: date('date', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
