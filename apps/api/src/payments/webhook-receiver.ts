import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';
import type { RazorpayWebhookEvent } from '../http/contract-types.js';
import { badRequest } from '../http/http-error.js';
import { isValidWebhookSignature } from '../razorpay/signatures.js';
import type { RazorpayWebhookEnvelope } from '../razorpay/types.js';
import { recordCapturedPayment, recordFailedPayment, recordRefund } from './settlement.js';
import { razorpayWebhookEvents } from './tables.js';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/** Applies one event; correlation is by Razorpay order id only (never `notes`, which may be `[]`). */
async function applyEvent(tx: Database, envelope: RazorpayWebhookEnvelope) {
  const payment = envelope.payload.payment?.entity;
  const orderId = payment?.order_id ?? envelope.payload.order?.entity.id;
  if (!payment || !orderId) return;
  const details = { orderId, paymentId: payment.id, method: payment.method ?? null };
  switch (envelope.event) {
    case 'payment.captured':
    case 'order.paid':
      await recordCapturedPayment(tx, details);
      return;
    case 'payment.failed':
      await recordFailedPayment(tx, { ...details, reason: payment.error_description ?? payment.error_reason ?? null });
      return;
    case 'refund.processed':
      // A partial refund leaves the sale standing (and its invoice valid); only a full refund reverses it.
      if (payment.refund_status !== 'partial') await recordRefund(tx, details);
      return;
    default:
    // Other events (payment.authorized, refund.created, ...) are acknowledged and ignored.
  }
}

/**
 * Razorpay's webhooks: the signature is checked over the RAW bytes; each event id is applied once, in the same
 * database transaction as its effect (so a failure leaves it unseen and Razorpay's retry applies it).
 */
export function createWebhookReceiver(deps: { db: Database; webhookSecret: string | undefined }) {
  return async function receive(input: {
    rawBody: Buffer;
    signature: string;
    eventId: string | undefined;
    envelope: RazorpayWebhookEvent;
  }) {
    const { webhookSecret } = deps;
    if (!webhookSecret || !isValidWebhookSignature(input.rawBody, input.signature, webhookSecret)) {
      throw badRequest(INVALID_WEBHOOK_SIGNATURE);
    }
    const eventId = input.eventId ?? `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
    return deps.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(razorpayWebhookEvents)
        .values({ eventId, event: input.envelope.event })
        .onConflictDoNothing()
        .returning({ eventId: razorpayWebhookEvents.eventId });
      if (fresh.length === 0) return { received: true as const, duplicate: true };
      // The signature proved Razorpay sent it, so it has the shape of Razorpay's documented envelope.
      await applyEvent(tx as unknown as Database, input.envelope as RazorpayWebhookEnvelope);
      return { received: true as const, duplicate: false };
    });
  };
}
