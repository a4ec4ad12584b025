import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdKey } from '../accounts/foreign-keys.js';

/**
 * A file a signed-in customer uploaded ahead of the form or answer that uses it (one request per file, so the
 * browser can show progress and retry one file). Checked like any upload when it arrives (allowlist, size,
 * content sniffing); the field's own rules are checked again when a submit or an answer claims it. A claim
 * deletes the row in the same transaction that records the file elsewhere; a row nobody claims goes stale.
 */
export const stagedUploads = pgTable(
  'staged_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(userIdKey, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    /** Detected from the content (magic bytes), not taken from the browser. */
    mimeType: text('mime_type').notNull(),
    storedName: text('stored_name').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staged_uploads_user_idx').on(table.userId, table.createdAt),
    index('staged_uploads_created_idx').on(table.createdAt),
  ],
);
