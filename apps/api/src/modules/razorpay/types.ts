/** The parts of Razorpay's REST entities this server reads (https://razorpay.com/docs/api/). Amounts are paise. */

/** Razorpay sends an empty ARRAY when an entity has no notes, an object otherwise. */
export type RazorpayNotes = Record<string, string> | [];

export type RazorpayOrderStatus = 'created' | 'attempted' | 'paid';

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: RazorpayOrderStatus;
  attempts: number;
  notes: RazorpayNotes;
  created_at: number;
}

export type RazorpayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: RazorpayPaymentStatus;
  order_id: string;
  method: string;
  captured: boolean;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  email: string | null;
  contact: string | null;
  vpa: string | null;
  notes: RazorpayNotes;
  error_code: string | null;
  error_description: string | null;
  error_source: string | null;
  error_step: string | null;
  error_reason: string | null;
  created_at: number;
}

export type RazorpayRefundStatus = 'pending' | 'processed' | 'failed';

export interface RazorpayRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: RazorpayRefundStatus;
  notes: RazorpayNotes;
  receipt?: string | null;
  speed_requested?: 'normal' | 'optimum';
  speed_processed?: 'normal' | 'instant';
  created_at: number;
}

export interface RazorpayCollection<T> {
  entity: 'collection';
  count: number;
  items: T[];
}

/** Razorpay's error body: `{ error: { code, description, field, source, step, reason, metadata } }`. */
export interface RazorpayErrorBody {
  code: string;
  description: string;
  field?: string | null;
  source?: string | null;
  step?: string | null;
  reason?: string | null;
  metadata?: Record<string, unknown>;
}

/** The webhook envelope (only what the server reads). */
export interface RazorpayWebhookEnvelope {
  entity: 'event';
  account_id?: string;
  event: string;
  contains?: string[];
  payload: {
    payment?: { entity: Partial<RazorpayPayment> & { id: string } };
    order?: { entity: Partial<RazorpayOrder> & { id: string } };
    refund?: { entity: Partial<RazorpayRefund> & { id: string } };
  };
  created_at: number;
}
