import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staffIdKey } from '../staff/foreign-keys.js';
import { submissionIdKey } from '../submissions/foreign-keys.js';

/** A document staff asked the customer for; open until the customer answers it with files (then closed for good). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(submissionIdKey, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    /** The extensions the answer may have (the whole upload allowlist when staff named none). */
    fileTypes: text('file_types').array().notNull(),
    /** Bytes per file. */
    maxSize: integer('max_size').notNull(),
    requestedBy: uuid('requested_by').notNull().references(staffIdKey),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [index('document_requests_submission_idx').on(table.submissionId, table.requestedAt)],
);

/** Documents staff delivered to the customer (certificates, filings); a `final` one completed the submission. */
export const documentDeliveries = pgTable(
  'document_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(submissionIdKey, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    final: boolean('final').notNull(),
    deliveredBy: uuid('delivered_by').notNull().references(staffIdKey),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_deliveries_submission_idx').on(table.submissionId, table.deliveredAt)],
);

/**
 * A file of a request's answer (uploaded by the customer) or of a delivery (uploaded by staff): kept in the upload
 * storage under a server-generated key like the application's files, never served statically.
 */
export const documentFiles = pgTable(
  'document_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull().references(submissionIdKey, { onDelete: 'cascade' }),
    requestId: uuid('request_id').references(() => documentRequests.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id').references(() => documentDeliveries.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    /** Detected from the content (magic bytes), not taken from the browser. */
    mimeType: text('mime_type').notNull(),
    storedName: text('stored_name').notNull().unique(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('document_files_submission_idx').on(table.submissionId),
    index('document_files_request_idx').on(table.requestId),
    index('document_files_delivery_idx').on(table.deliveryId),
    check('document_files_one_owner', sql`num_nonnulls(${table.requestId}, ${table.deliveryId}) = 1`),
  ],
);
