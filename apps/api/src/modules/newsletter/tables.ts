import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per (normalized) address; unsubscribing keeps the row so the choice is remembered. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    subscribed: boolean('subscribed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The secret of the address's one-click unsubscribe link (RFC 8058): 244 random bits from two v4 UUIDs, made
     * once per address and kept, so every mail ever sent to it keeps a working link (a key rotation cannot break
     * them). The database fills it in, rows that existed before the column included.
     */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (table) => [index('newsletter_subscriptions_updated_idx').on(table.updatedAt)],
);
