import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per (normalized) address; unsubscribing keeps the row so the choice is remembered. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  subscribed: boolean('subscribed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
