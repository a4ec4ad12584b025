import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from '@startwise/api/razorpay';
import type { sandboxOrders, sandboxPayments, sandboxRefunds } from './tables.js';

type OrderRow = typeof sandboxOrders.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;
type RefundRow = typeof sandboxRefunds.$inferSelect;

/** Rows as Razorpay's JSON entities, field for field. */
export function orderEntity(row: OrderRow): RazorpayOrder {
  return {
    id: row.id,
    entity: 'order',
    amount: row.amount,
    amount_paid: row.amountPaid,
    amount_due: row.amount - row.amountPaid,
    currency: row.currency,
    receipt: row.receipt,
    status: row.status,
    attempts: row.attempts,
    notes: row.notes,
    created_at: row.createdAt,
  };
}

export function paymentEntity(row: PaymentRow): RazorpayPayment {
  const refundStatus = row.amountRefunded === 0 ? null : row.amountRefunded < row.amount ? 'partial' : 'full';
  return {
    id: row.id,
    entity: 'payment',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    order_id: row.orderId,
    method: row.method,
    captured: row.status === 'captured' || row.status === 'refunded',
    amount_refunded: row.amountRefunded,
    refund_status: refundStatus,
    email: row.email,
    contact: row.contact,
    vpa: row.vpa,
    notes: [],
    error_code: row.error?.code ?? null,
    error_description: row.error?.description ?? null,
    error_source: row.error?.source ?? null,
    error_step: row.error?.step ?? null,
    error_reason: row.error?.reason ?? null,
    created_at: row.createdAt,
  };
}

export function refundEntity(row: RefundRow): RazorpayRefund {
  return {
    id: row.id,
    entity: 'refund',
    amount: row.amount,
    currency: row.currency,
    payment_id: row.paymentId,
    status: row.status,
    notes: row.notes,
    receipt: row.receipt,
    speed_requested: row.speedRequested,
    ...(row.speedProcessed && { speed_processed: row.speedProcessed }),
    created_at: row.createdAt,
  };
}
