import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per limited key (e.g. 'login-ip:203.0.113.7'): a fixed window that opens at the first hit and
 * closes at `expiresAt`. Kept in the database so every server process shares the same counts.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
