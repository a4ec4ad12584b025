import type {
  RazorpayNotes,
  RazorpayOrderStatus,
  RazorpayPaymentStatus,
  RazorpayRefundStatus,
} from '@startwise/api/razorpay';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaymentFailure } from './test-instruments.js';

/** The local Razorpay emulation's own records (used only when no real keys are configured). */
export const sandboxOrders = pgTable('razorpay_sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  amountPaid: integer('amount_paid').notNull().default(0),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  status: text('status').$type<RazorpayOrderStatus>().notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  notes: jsonb('notes').$type<RazorpayNotes>().notNull(),
  createdAt: integer('created_at').notNull(),
});

export const sandboxPayments = pgTable(
  'razorpay_sandbox_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RazorpayPaymentStatus>().notNull(),
    method: text('method').notNull(),
    vpa: text('vpa'),
    email: text('email'),
    contact: text('contact'),
    amountRefunded: integer('amount_refunded').notNull().default(0),
    /** Razorpay's error fields for a failed payment (code, description, source, step, reason). */
    error: jsonb('error').$type<PaymentFailure>(),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('razorpay_sandbox_payments_order_idx').on(table.orderId)],
);

export const sandboxRefunds = pgTable(
  'razorpay_sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<RazorpayRefundStatus>().notNull().default('pending'),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<RazorpayNotes>().notNull().default([]),
    speedRequested: text('speed_requested').$type<'normal' | 'optimum'>().notNull().default('normal'),
    speedProcessed: text('speed_processed').$type<'normal' | 'instant'>(),
    /** The X-Refund-Idempotency key and the request it came with: the same key with another body is refused. */
    idempotencyKey: text('idempotency_key').unique(),
    requestFingerprint: text('request_fingerprint'),
    createdAt: integer('created_at').notNull(),
  },
  (table) => [index('razorpay_sandbox_refunds_payment_idx').on(table.paymentId)],
);
