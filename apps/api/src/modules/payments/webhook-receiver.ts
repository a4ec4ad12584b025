import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/http-error.js';
import type { PaymentEvent, PaymentProvider } from './payment-provider.js';
import { recordProviderRefund } from './refund-settlement.js';
import { recordCapturedPayment, recordFailedPayment } from './settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import { razorpayWebhookEvents } from './tables.js';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/** Applies one event to the transaction of its order (and to its refund). */
async function applyEvent(tx: Database, settlement: SettlementContext, event: PaymentEvent) {
  switch (event.kind) {
    case 'captured':
      await recordCapturedPayment(tx, settlement, event);
      return;
    case 'failed':
      await recordFailedPayment(tx, settlement.steps, event);
      return;
    case 'refund':
      await recordProviderRefund(tx, settlement, event);
      return;
    case 'ignored':
  }
}

/**
 * The provider's webhooks: the provider checks the signature over the RAW bytes; each event id is applied once,
 * in the same database transaction as its effect (so a failure leaves it unseen and the provider's retry applies it).
 */
export function createWebhookReceiver(deps: {
  db: Database;
  provider: PaymentProvider;
  settlement: SettlementContext;
  nudgeMail: () => void;
}) {
  return async function receive(input: { rawBody: Buffer; signature: string; eventId: string | undefined }) {
    const verified = deps.provider.verifyWebhook({ rawBody: input.rawBody, signature: input.signature });
    if (!verified) throw badRequest(INVALID_WEBHOOK_SIGNATURE);
    const eventId = input.eventId ?? `sha256:${createHash('sha256').update(input.rawBody).digest('hex')}`;
    const answer = await deps.db.transaction(async (tx) => {
      const fresh = await tx
        .insert(razorpayWebhookEvents)
        .values({ eventId, event: verified.name })
        .onConflictDoNothing()
        .returning({ eventId: razorpayWebhookEvents.eventId });
      if (fresh.length === 0) return { received: true as const, duplicate: true };
      await applyEvent(tx as unknown as Database, deps.settlement, verified.event);
      return { received: true as const, duplicate: false };
    });
    // A processed refund queued the customer's mail in that transaction: send it now rather than at the next poll.
    if (!answer.duplicate && verified.event.kind === 'refund') deps.nudgeMail();
    return answer;
  };
}
