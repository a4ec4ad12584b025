import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdKey } from '../accounts/foreign-keys.js';
import { submissionIdKey } from '../submissions/foreign-keys.js';
import { OPEN_STATUSES, type TransactionStatus } from './transaction-status.js';

/**
 * One payment session of a submission: one Razorpay order. Its status only moves forward (transaction-status.ts),
 * every change happens in one database transaction, and a Razorpay payment id can belong to one row only.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey(),
    submissionId: uuid('submission_id').notNull().references(submissionIdKey, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(userIdKey, { onDelete: 'cascade' }),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    serviceName: text('service_name').notNull(),
    razorpayOrderId: text('razorpay_order_id').notNull().unique(),
    razorpayPaymentId: text('razorpay_payment_id').unique(),
    paymentMethod: text('payment_method'),
    failureReason: text('failure_reason'),
    /** GST invoice serial, assigned in the same database transaction that makes the payment successful. */
    invoiceNumber: text('invoice_number').unique(),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    creditNoteNumber: text('credit_note_number').unique(),
    creditNotedAt: timestamp('credit_noted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_transactions_user_idx').on(table.userId, table.createdAt),
    index('payment_transactions_pending_idx').on(table.status, table.createdAt),
    /** At most one open payment session per submission, even when two create-order calls race. */
    uniqueIndex('payment_transactions_one_open_per_submission')
      .on(table.submissionId)
      // Literal values (an index cannot take bound parameters): status in ('pending', 'failed').
      .where(sql.raw(`status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
  ],
);

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** Webhook event ids already applied: Razorpay delivers at least once. */
export const razorpayWebhookEvents = pgTable('razorpay_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
