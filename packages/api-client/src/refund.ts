import type { ApiClient } from './client';
import { unwrapWithMessage } from './envelope';
import { withApiErrors } from './errors';
import type { components } from './schema';

export const REFUND_FALLBACK_MESSAGE = 'Failed to refund the payment';

type RefundData = components['schemas']['RefundResponse']['data'];

/**
 * What a refund request came to: `made` (201, pending or processed), `repeated` (200: this key's refund as it
 * stands, e.g. after a double click or a retry) or `unconfirmed` (202: stored, Razorpay has not answered yet).
 */
export type RefundOutcome = 'made' | 'repeated' | 'unconfirmed';

export interface RefundAnswer extends RefundData {
  outcome: RefundOutcome;
  /** The server's words for it. */
  message: string | undefined;
}

const OUTCOMES: Record<number, RefundOutcome> = { 201: 'made', 200: 'repeated', 202: 'unconfirmed' };

/**
 * POST /admin/transactions/{id}/refunds with the caller's `idempotencyKey`: one key per intended refund, sent again
 * with every retry of it, so the server makes the refund once. Failures reject with the catalogue's ApiError (422
 * more than refundable or the key reused, 409 not refundable, 502 Razorpay refused it).
 */
export async function refundTransaction(
  client: ApiClient,
  transactionId: string,
  body: components['schemas']['RefundRequest'],
  idempotencyKey: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RefundAnswer> {
  const result = await withApiErrors(() =>
    client.raw.POST('/admin/transactions/{id}/refunds', {
      params: { path: { id: transactionId }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
      signal,
    }),
  );
  const { data, message } = unwrapWithMessage(result, REFUND_FALLBACK_MESSAGE);
  return { ...(data as RefundData), outcome: OUTCOMES[result.response.status] ?? 'made', message };
}
