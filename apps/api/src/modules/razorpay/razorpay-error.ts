import { PaymentProviderError } from '../payments/index.js';
import type { RazorpayErrorBody } from './types.js';

/** A failed Razorpay call: Razorpay's own error (4xx/5xx with its error body) or the host being unreachable. */
export class RazorpayError extends PaymentProviderError {
  override name = 'RazorpayError';

  constructor(
    /** HTTP status from Razorpay; 0 when no answer came at all. */
    readonly statusCode: number,
    readonly error: RazorpayErrorBody,
  ) {
    super(`Razorpay ${statusCode || 'unreachable'}: ${error.code}: ${error.description}`);
  }

  /** Razorpay answered a 4xx: it did not act. 409 means an identical request is still being processed. */
  override get refused(): boolean {
    return this.statusCode >= 400 && this.statusCode < 500 && this.statusCode !== 409;
  }
}

export function isRazorpayErrorBody(value: unknown): value is { error: RazorpayErrorBody } {
  const error = (value as { error?: Partial<RazorpayErrorBody> } | null)?.error;
  return typeof error?.code === 'string' && typeof error.description === 'string';
}
