import { isRazorpayErrorBody, RazorpayError } from './razorpay-error.js';
import type { RazorpayCollection, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './types.js';

export interface RazorpayCredentials {
  /** Razorpay's host (https://api.razorpay.com) or the local sandbox; resolved per call, so it may be lazy. */
  baseUrl: string | (() => string);
  keyId: string;
  keySecret: string;
  /** Per-call time limit; Razorpay normally answers well inside it. */
  timeoutMs?: number;
}

export interface CreateOrderInput {
  /** Integer paise, at least 100. */
  amount: number;
  currency: 'INR';
  /** Up to 40 characters: our transaction id. */
  receipt: string;
  notes?: Record<string, string>;
}

/** POST /v1/payments/{id}/refund: the whole captured amount when `amount` (paise) is left out. */
export interface RefundInput {
  amount?: number;
  /** 'optimum' asks Razorpay for an instant refund where the bank allows one. */
  speed?: 'normal' | 'optimum';
  notes?: Record<string, string>;
  /** Up to 40 characters: our reference for the refund. */
  receipt?: string;
}

/**
 * Sent as `X-Refund-Idempotency`: Razorpay makes one refund for any number of identical requests with the same key
 * (at least 10 letters, digits, hyphens or underscores); the same key with another body is refused.
 */
export interface RefundOptions {
  idempotencyKey?: string;
}

/** The few Razorpay REST calls Startwise makes. Production and the sandbox differ only in base URL and keys. */
export interface RazorpayClient {
  readonly keyId: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>;
  refundPayment(paymentId: string, input?: RefundInput, options?: RefundOptions): Promise<RazorpayRefund>;
  fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]>;
}

export function createRazorpayClient(credentials: RazorpayCredentials): RazorpayClient {
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;
  const baseUrl = () =>
    (typeof credentials.baseUrl === 'function' ? credentials.baseUrl() : credentials.baseUrl).replace(/\/$/, '');

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl()}/v1${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(credentials.timeoutMs ?? 10_000),
      });
    } catch (cause) {
      throw new RazorpayError(0, {
        code: 'GATEWAY_UNREACHABLE',
        description: cause instanceof Error ? cause.message : String(cause),
      });
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      throw new RazorpayError(
        response.status,
        isRazorpayErrorBody(payload)
          ? payload.error
          : { code: 'SERVER_ERROR', description: `Unexpected ${response.status} answer` },
      );
    }
    return payload as T;
  }

  return {
    keyId: credentials.keyId,
    createOrder: (input) => call<RazorpayOrder>('POST', '/orders', input),
    fetchOrder: (orderId) => call<RazorpayOrder>('GET', `/orders/${encodeURIComponent(orderId)}`),
    fetchOrderPayments: async (orderId) =>
      (await call<RazorpayCollection<RazorpayPayment>>('GET', `/orders/${encodeURIComponent(orderId)}/payments`)).items,
    refundPayment: (paymentId, input = {}, options = {}) =>
      call<RazorpayRefund>(
        'POST',
        `/payments/${encodeURIComponent(paymentId)}/refund`,
        input,
        options.idempotencyKey ? { 'x-refund-idempotency': options.idempotencyKey } : {},
      ),
    fetchPaymentRefunds: async (paymentId) =>
      (
        await call<RazorpayCollection<RazorpayRefund>>(
          'GET',
          `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`,
        )
      ).items,
  };
}
