import { randomUUID } from 'node:crypto';
import { formatPaise } from '@startwise/format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { violatedConstraint } from '../../platform/db/constraint-errors.js';
import type { Database } from '../../platform/db/database.js';
import { conflict, HttpError, notFound, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { type PaymentProvider, PaymentProviderError, type RefundRequest } from './payment-provider.js';
import { moveRefund, recordProviderRefund } from './refund-settlement.js';
import { COUNTED_REFUND_STATUSES } from './refund-status.js';
import { lockTransaction } from './settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import { paymentRefunds, type RefundRow, type TransactionRow } from './tables.js';

export const REFUND_MESSAGES = {
  transactionNotFound: 'Transaction not found',
  notRefundable: 'Only a successful payment can be refunded',
  fullyRefunded: 'This payment has been refunded in full already',
  keyReused: 'This Idempotency-Key was already used for a different refund',
  requested: 'Refund requested',
  processed: 'Refund processed',
  replayed: 'This refund was requested before: here it is as it stands',
  unconfirmed: 'Razorpay has not confirmed the refund yet; it is checked again automatically',
  refused: (reason: string) => `Razorpay refused the refund: ${reason}`,
  tooMuch: (refundablePaise: number) =>
    refundablePaise === 0
      ? 'Nothing is left to refund: earlier refunds add up to the amount paid'
      : `At most ${formatPaise(refundablePaise)} can still be refunded`,
} as const;

export interface RefundInput {
  amountPaise: number;
  reason: string;
  speed: 'normal' | 'optimum';
}

/** How a refund request ended: the refund as it stands and what the HTTP answer says about it. */
export type RefundOutcome =
  | { kind: 'created' | 'replayed' | 'unconfirmed'; refund: RefundRow; transactionId: string }
  | { kind: 'refused'; refund: RefundRow; transactionId: string; reason: string };

/** What a refund of a transaction asks Razorpay: fixed by the stored row, so every retry sends the same request. */
export function providerRequestOf(refund: RefundRow): RefundRequest {
  return {
    amount: refund.amountPaise,
    speed: refund.speed,
    receipt: refund.id,
    notes: { transactionId: refund.transactionId, reason: (refund.reason ?? '').slice(0, 250) },
    idempotencyKey: refund.id,
  };
}

/** The amount of a transaction not yet taken by a refund that counts (requested, pending or processed). */
async function refundablePaise(tx: Database, transaction: TransactionRow) {
  const [row] = await tx
    .select({ counted: sql<number>`coalesce(sum(${paymentRefunds.amountPaise}), 0)::int` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.transactionId, transaction.id),
        inArray(paymentRefunds.status, [...COUNTED_REFUND_STATUSES]),
      ),
    );
  return transaction.amountPaise - Number(row?.counted ?? 0);
}

const sameRequest = (refund: RefundRow, transactionId: string, input: RefundInput) =>
  refund.transactionId === transactionId &&
  refund.amountPaise === input.amountPaise &&
  refund.speed === input.speed &&
  refund.reason === input.reason.trim();

/**
 * Refunds by staff (docs/payments.md, "Refunds, exactly once"). The refund row, with the client's Idempotency-Key
 * and the audit row, is committed BEFORE Razorpay is called, with the transaction's row locked while the refundable
 * amount is checked; Razorpay is then asked with our refund id as its idempotency key, so repeating the call (a
 * double click, a retry after a timeout, the reconciliation job after a restart) can never make a second refund.
 */
export function createRefundRequests(deps: {
  db: Database;
  provider: PaymentProvider;
  settlement: SettlementContext;
  nudgeMail: () => void;
}) {
  const { db, provider } = deps;

  async function reserve(transactionId: string, input: RefundInput, key: string, actor: Actor) {
    return db.transaction(async (tx) => {
      const transaction = await lockTransaction(tx, transactionId);
      if (!transaction) throw notFound(REFUND_MESSAGES.transactionNotFound);
      const [earlier] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
      if (earlier) {
        if (!sameRequest(earlier, transactionId, input)) {
          throw validationFailed(
            [{ field: 'Idempotency-Key', message: REFUND_MESSAGES.keyReused }],
            REFUND_MESSAGES.keyReused,
          );
        }
        return { refund: earlier, transaction, fresh: false };
      }
      if (transaction.status === 'refunded') throw conflict(REFUND_MESSAGES.fullyRefunded);
      if (transaction.status !== 'successful' || !transaction.razorpayPaymentId) {
        throw conflict(REFUND_MESSAGES.notRefundable);
      }
      const refundable = await refundablePaise(tx, transaction);
      if (input.amountPaise > refundable) {
        const message = REFUND_MESSAGES.tooMuch(refundable);
        throw validationFailed([{ field: 'amountPaise', message }], message);
      }
      const [refund] = await tx
        .insert(paymentRefunds)
        .values({
          id: randomUUID(),
          transactionId,
          idempotencyKey: key,
          amountPaise: input.amountPaise,
          speed: input.speed,
          reason: input.reason.trim(),
          requestedBy: actor.staffId,
        })
        .returning();
      const row = refund as RefundRow;
      await recordAudit(tx, {
        ...actor,
        action: 'transaction.refund',
        entity: 'transaction',
        entityId: transactionId,
        before: { refundedPaise: transaction.refundedPaise, refundablePaise: refundable },
        after: { refundId: row.id, amountPaise: row.amountPaise, speed: row.speed, reason: row.reason },
      });
      return { refund: row, transaction, fresh: true };
    });
  }

  /** A unique key racing on another transaction, or the trigger's sum check, answer like the checks above. */
  async function reserveOnce(transactionId: string, input: RefundInput, key: string, actor: Actor) {
    try {
      return await reserve(transactionId, input, key, actor);
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'payment_refunds_idempotency_key_unique') return reserve(transactionId, input, key, actor);
      if (constraint === 'payment_refunds_within_capture') {
        const message = REFUND_MESSAGES.tooMuch(0);
        throw validationFailed([{ field: 'amountPaise', message }], message);
      }
      throw error;
    }
  }

  async function markFailed(refund: RefundRow, reason: string) {
    return db.transaction(async (tx) => {
      const transaction = await lockTransaction(tx, refund.transactionId);
      const [current] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id));
      if (!transaction || !current) throw new Error('The refund vanished');
      return moveRefund(tx, deps.settlement, { transaction, refund: current }, 'failed', { failureReason: reason });
    });
  }

  /**
   * Asks Razorpay for a stored refund (again): identical requests with the same idempotency key make one refund.
   * An answer is recorded like a webhook; a refusal fails the refund (its amount is refundable again); no answer
   * leaves it `requested` for the reconciliation job.
   */
  async function send(transaction: TransactionRow, refund: RefundRow) {
    try {
      const answer = await provider.refund(transaction.razorpayPaymentId as string, providerRequestOf(refund));
      const recorded = await recordProviderRefund(db, deps.settlement, {
        orderId: transaction.razorpayOrderId,
        paymentId: answer.paymentId,
        method: transaction.paymentMethod,
        refund: answer,
      });
      deps.nudgeMail();
      return { kind: 'answered' as const, refund: recorded ?? refund };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (!error.refused) return { kind: 'unconfirmed' as const, refund };
      return { kind: 'refused' as const, refund: await markFailed(refund, error.message), reason: error.message };
    }
  }

  return {
    send,

    async request(transactionId: string, input: RefundInput, key: string, actor: Actor): Promise<RefundOutcome> {
      const { refund, transaction, fresh } = await reserveOnce(transactionId, input, key, actor);
      if (refund.status !== 'requested') return { kind: 'replayed', refund, transactionId };
      const sent = await send(transaction, refund);
      if (sent.kind === 'refused') return { ...sent, transactionId };
      if (sent.kind === 'unconfirmed') return { kind: 'unconfirmed', refund: sent.refund, transactionId };
      return { kind: fresh ? 'created' : 'replayed', refund: sent.refund, transactionId };
    },
  };
}

export type RefundRequests = ReturnType<typeof createRefundRequests>;

/** The refused outcome as the error the API answers (502: Razorpay, not the request, said no). */
export const refusedError = (reason: string) => new HttpError(502, REFUND_MESSAGES.refused(reason));
