import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userIdKey } from '../accounts/foreign-keys.js';
import { serviceIdKey } from '../catalog/foreign-keys.js';

/** What a submission shows for its latest payment transaction. */
export type SubmissionPaymentStatus = 'pending' | 'paid' | 'failed' | 'refunded' | 'cancelled';

/** A customer's application for a service, with the service's details as they were when it was submitted. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(userIdKey, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').notNull().references(serviceIdKey),
    serviceTitle: text('service_title').notNull(),
    serviceSlug: text('service_slug').notNull(),
    serviceThumbnail: text('service_thumbnail').notNull(),
    sacCode: text('sac_code').notNull(),
    /** The tax-inclusive price at submission time: what the customer pays, whatever the catalog says later. */
    pricePaise: integer('price_paise').notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').$type<SubmissionPaymentStatus>().notNull().default('pending'),
    /** Field name to value, non-file fields only. */
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    notes: text('notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the first payment was captured (its invoice time), kept through refunds and double charges: the customer's
     * timeline and the dashboard's orders read it.
     */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** India's date the work is due: set once, when the payment is captured (`expectedCompletion`). */
    expectedBy: date('expected_by', { mode: 'string' }),
  },
  (table) => [
    index('submissions_user_idx').on(table.userId, table.submittedAt, table.id),
    // One index per order of the back office's queue (QUEUE_ORDERS in submission-queue.ts: the same expressions).
    index('submissions_waiting_idx').on(sql`(payment_status <> 'paid')`, table.submittedAt, table.id),
    // The queue filtered by status in its default order (paid old work is mostly completed: scanning past it is slow).
    index('submissions_status_waiting_idx').on(
      table.status,
      sql`(payment_status <> 'paid')`,
      table.submittedAt,
      table.id,
    ),
    index('submissions_due_idx').on(
      sql`(status in ('completed', 'rejected'))`,
      sql`coalesce(expected_by, 'infinity'::date)`,
      table.submittedAt,
      table.id,
    ),
    // The default order (open work by due date); its first key is `not` of isOpenWork in submission-queue.ts.
    index('submissions_priority_idx').on(
      sql`(not (payment_status = 'paid' and status not in ('completed', 'rejected')))`,
      sql`coalesce(expected_by, 'infinity'::date)`,
      table.submittedAt,
      table.id,
    ),
    index('submissions_submitted_idx').on(table.submittedAt, table.id),
    index('submissions_price_low_idx').on(table.pricePaise, table.submittedAt, table.id),
    index('submissions_price_high_idx').on(sql`(-price_paise)`, table.submittedAt, table.id),
    // The dashboard's orders and the queue's paidFrom/paidTo: submissions first paid in a period.
    index('submissions_paid_idx').on(table.paidAt),
    // Orders Startwise is already working on (paid, not finished), by customer and service: the due-soon list and
    // export leave out an obligation whose service is among them, one probe per row of this small index.
    index('submissions_open_paid_idx')
      .on(table.userId, table.serviceSlug)
      .where(sql`payment_status = 'paid' and status in ('pending', 'processing')`),
  ],
);

/** An uploaded document: kept in the upload storage under a server-generated key, never served statically. */
export const submissionFiles = pgTable(
  'submission_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fieldName: text('field_name').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    /** Detected from the content (magic bytes), not taken from the browser. */
    mimeType: text('mime_type').notNull(),
    storedName: text('stored_name').notNull().unique(),
    position: integer('position').notNull(),
  },
  (table) => [index('submission_files_submission_idx').on(table.submissionId, table.position)],
);
