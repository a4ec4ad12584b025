import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdKey } from '../accounts/foreign-keys.js';
import { staffIdKey } from '../staff/foreign-keys.js';
import { submissionIdKey } from '../submissions/foreign-keys.js';
import type { ProviderOrder, ProviderRefundStatus } from './payment-provider.js';
import type { RefundStatus } from './refund-status.js';
import { OPEN_STATUSES, type TransactionStatus } from './transaction-status.js';

/** What the last check with Razorpay found (see razorpayOrderStatus). */
export type RazorpayOrderCheck = ProviderOrder['status'] | 'authorized';

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
    /** The sum of its processed refunds (each with its own credit note, in payment_refunds). */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /**
     * When Razorpay last answered about this order (the reconciliation job or reconcile-now), and what it said: the
     * order status (`created`: nobody tried to pay; `attempted`: tried, nothing captured or held, e.g. declined;
     * `paid`), or `authorized` when a payment of the unpaid order is authorized but not captured. Null until asked.
     */
    razorpayCheckedAt: timestamp('razorpay_checked_at', { withTimezone: true }),
    razorpayOrderStatus: text('razorpay_order_status').$type<RazorpayOrderCheck>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_transactions_user_idx').on(table.userId, table.createdAt, table.id),
    // The reconciliation view's order (and the export's batches), and the dashboard's invoiced-in-a-period sums.
    index('payment_transactions_created_id_idx').on(table.createdAt, table.id),
    index('payment_transactions_invoiced_idx').on(table.invoicedAt),
    index('payment_transactions_pending_idx').on(table.status, table.createdAt),
    // The attention list: a submission's captures, to find those paid twice and sessions of paid submissions.
    index('payment_transactions_paid_submission_idx')
      .on(table.submissionId, table.invoicedAt, table.id)
      .where(sql`invoiced_at is not null`),
    /** At most one open payment session per submission, even when two create-order calls race. */
    uniqueIndex('payment_transactions_one_open_per_submission')
      .on(table.submissionId)
      // Literal values (an index cannot take bound parameters): status in ('pending', 'failed').
      .where(sql.raw(`status in (${OPEN_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check(
      'payment_transactions_refunded_within_amount',
      sql`${table.refundedPaise} between 0 and ${table.amountPaise}`,
    ),
  ],
);

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/**
 * Each refund of a transaction, full or partial. Its `id` is stored BEFORE Razorpay is called and travels as the
 * refund's `receipt` and `X-Refund-Idempotency` key, so a retry can never make a second refund and a webhook that
 * beats the API answer still finds its row. A trigger of the migration (payment_refunds_within_capture) refuses any
 * write that would make the counted refunds (not failed) of a transaction exceed what it captured.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    /** The client's Idempotency-Key; null for a refund made outside Startwise (Razorpay's Dashboard). */
    idempotencyKey: text('idempotency_key').unique(),
    amountPaise: integer('amount_paise').notNull(),
    speed: text('speed', { enum: ['normal', 'optimum'] })
      .notNull()
      .default('normal'),
    /** The staff member's reason; null for a refund made outside Startwise. */
    reason: text('reason'),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    razorpayRefundId: text('razorpay_refund_id').unique(),
    failureReason: text('failure_reason'),
    /** GST credit note serial, assigned in the database transaction that records the refund as processed. */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNotedAt: timestamp('credit_noted_at', { withTimezone: true }),
    requestedBy: uuid('requested_by').references(staffIdKey),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payment_refunds_transaction_idx').on(table.transactionId, table.createdAt),
    index('payment_refunds_status_idx').on(table.status, table.updatedAt),
    check('payment_refunds_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Refunds the provider reported that could not be recorded: made outside Startwise (Razorpay's Dashboard) for more
 * than the capture has left once the refunds that count are taken off (say while one of ours is stuck). Kept with the
 * provider's figures for a person to look at (the attention list), one row per provider refund however often it is
 * reported, and removed when a later report of it can be recorded (ours failed and gave its amount back).
 */
export const unrecordedRefunds = pgTable('unrecorded_refunds', {
  razorpayRefundId: text('razorpay_refund_id').primaryKey(),
  transactionId: uuid('transaction_id')
    .notNull()
    .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
  razorpayPaymentId: text('razorpay_payment_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  /** What the provider last said of it (one it reports failed fits, and is recorded as failed). */
  status: text('status').$type<Exclude<ProviderRefundStatus, 'failed'>>().notNull(),
  reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UnrecordedRefundRow = typeof unrecordedRefunds.$inferSelect;

/** Webhook event ids already applied: Razorpay delivers at least once. */
export const razorpayWebhookEvents = pgTable('razorpay_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
