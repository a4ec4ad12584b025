/**
 * What the payments module needs from a payment provider. Razorpay implements it (src/razorpay/); the domain
 * (orders, verification, webhooks, reconciliation) speaks only this interface. Amounts are integer paise.
 */

export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'attempted' | 'paid';
}

export interface ProviderPayment {
  id: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  /** card, upi, netbanking…; null when the provider does not say. */
  method: string | null;
  failureReason: string | null;
}

export interface RefundRequest {
  /** Paise; the whole captured amount when left out. */
  amount?: number;
  /** 'optimum' asks for an instant refund where the provider can make one. */
  speed?: 'normal' | 'optimum';
  notes?: Record<string, string>;
  /** Our reference for the refund (up to 40 characters). */
  receipt?: string;
  /**
   * Sent as the provider's idempotency key: the same key with the same request makes one refund however often it
   * is sent (a retry after a timeout or a restart).
   */
  idempotencyKey?: string;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: ProviderRefundStatus;
  /** Our reference, as sent in the request (null for a refund made elsewhere, e.g. the provider's dashboard). */
  receipt: string | null;
}

/** A webhook's effect on our transactions, correlated by the provider's order id. */
export type PaymentEvent =
  | { kind: 'captured'; orderId: string; paymentId: string; method: string | null }
  | { kind: 'failed'; orderId: string; paymentId: string; method: string | null; reason: string | null }
  /** refund.created, refund.processed, refund.failed: the refund as the event reports it. */
  | { kind: 'refund'; orderId: string; paymentId: string; method: string | null; refund: ProviderRefund }
  /** Anything else (payment.authorized…): acknowledged, no effect. */
  | { kind: 'ignored' };

export interface WebhookDelivery {
  /** The exact request bytes: signatures cover these, never re-serialized JSON. */
  rawBody: Buffer;
  signature: string;
}

export interface PaymentProvider {
  /** The public key the browser's checkout is opened with. */
  readonly keyId: string;
  createOrder(input: {
    amount: number;
    currency: 'INR';
    /** Our transaction id. */
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  fetchOrder(orderId: string): Promise<ProviderOrder>;
  fetchOrderPayments(orderId: string): Promise<ProviderPayment[]>;
  /** Whether the checkout's signature proves this payment of this order (the order id WE stored). */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The event of a genuine webhook; undefined when its signature is wrong (or no webhook secret is set). */
  verifyWebhook(delivery: WebhookDelivery): { name: string; event: PaymentEvent } | undefined;
  refund(paymentId: string, request: RefundRequest): Promise<ProviderRefund>;
  /** Every refund of a payment, to learn what became of ours when no answer or webhook came. */
  fetchPaymentRefunds(paymentId: string): Promise<ProviderRefund[]>;
}

/** The provider could not be reached, or refused the call. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';

  /**
   * True when the provider certainly did NOT act on the call (it refused it); false when the outcome is unknown (no
   * answer, a timeout, a server error, a request still being processed), so the call must be checked or repeated.
   */
  get refused(): boolean {
    return false;
  }
}
