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
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
}

/** A webhook's effect on our transactions, correlated by the provider's order id. */
export type PaymentEvent =
  | { kind: 'captured' | 'refunded'; orderId: string; paymentId: string; method: string | null }
  | { kind: 'failed'; orderId: string; paymentId: string; method: string | null; reason: string | null }
  /** Anything else (payment.authorized, a partial refund…): acknowledged, no effect. */
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
}

/** The provider could not be reached, or refused the call. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
