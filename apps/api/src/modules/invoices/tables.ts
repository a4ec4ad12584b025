import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The last serial issued per document series and financial year ('invoice:2026-27'). Incremented in the same
 * database transaction that uses the number, so a rolled-back change gives its number back: no gaps, no reuse.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
