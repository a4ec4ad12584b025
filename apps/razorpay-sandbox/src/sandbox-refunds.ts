import type { Database } from '@startwise/api/database';
import type { RazorpayNotes, RefundBehaviour } from '@startwise/api/razorpay';
import { and, asc, eq, sql } from 'drizzle-orm';
import { paymentEntity, refundEntity } from './entities.js';
import { razorpayId, unixSeconds } from './ids.js';
import { idDoesNotExist, invalidInput, SandboxError } from './sandbox-error.js';
import { sandboxPayments, sandboxRefunds } from './tables.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

type RefundRow = typeof sandboxRefunds.$inferSelect;
type PaymentRow = typeof sandboxPayments.$inferSelect;

/** Razorpay's rule for X-Refund-Idempotency: at least 10 letters, digits, hyphens or underscores. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const differentRequest = () =>
  new SandboxError(400, {
    description: 'Different request with the same idempotency key has already been processed.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
  });

interface RefundInput {
  amount: number | undefined;
  speed: 'normal' | 'optimum';
  receipt: string | null;
  notes: RazorpayNotes;
}

function readRefundInput(body: Record<string, unknown>, readNotes: (value: unknown) => RazorpayNotes): RefundInput {
  const { amount, speed = 'normal', receipt } = body;
  if (amount !== undefined && (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)) {
    throw invalidInput('amount', 'The amount must be atleast INR 1.00');
  }
  if (speed !== 'normal' && speed !== 'optimum') throw invalidInput('speed', 'The selected speed is invalid.');
  if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
    throw invalidInput('receipt', 'The receipt may not be greater than 40 characters.');
  }
  return { amount, speed, receipt: receipt ?? null, notes: readNotes(body.notes) };
}

/**
 * Razorpay's refunds: `POST /v1/payments/{id}/refund` makes a refund `pending` (an `optimum` one is processed at
 * once, instantly), which then ends `processed` or `failed`, each step sending its webhook. Several partial refunds
 * may be made until the captured amount is used up; the same `X-Refund-Idempotency` key with the same request
 * answers the same refund, with another request 400. Tests choose the outcome and may hold refunds pending.
 */
export function createSandboxRefunds(
  db: Database,
  webhooks: WebhookDispatcher,
  readNotes: (value: unknown) => RazorpayNotes,
) {
  let behaviour: RefundBehaviour = { outcome: 'processed', held: false };
  const inFlight = new Set<Promise<void>>();

  const emit = (event: string, refund: RefundRow, payment: PaymentRow) =>
    webhooks.emit([
      { event, payload: { refund: { entity: refundEntity(refund) }, payment: { entity: paymentEntity(payment) } } },
    ]);

  /** Ends a pending refund with the configured outcome; a refund someone else ended first is left alone. */
  async function finish(refundId: string, instant = false) {
    const ended = await db.transaction(async (tx) => {
      const [refund] = await tx
        .update(sandboxRefunds)
        .set({ status: behaviour.outcome, speedProcessed: instant ? 'instant' : 'normal' })
        .where(and(eq(sandboxRefunds.id, refundId), eq(sandboxRefunds.status, 'pending')))
        .returning();
      if (!refund) return undefined;
      // A failed refund gives its amount back to the payment.
      const [payment] =
        behaviour.outcome === 'failed'
          ? await tx
              .update(sandboxPayments)
              .set({ amountRefunded: sql`${sandboxPayments.amountRefunded} - ${refund.amount}`, status: 'captured' })
              .where(eq(sandboxPayments.id, refund.paymentId))
              .returning()
          : await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, refund.paymentId));
      return { refund, payment: payment as PaymentRow };
    });
    if (ended) emit(`refund.${ended.refund.status}`, ended.refund, ended.payment);
    return ended?.refund;
  }

  function later(refundId: string) {
    const work = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      await finish(refundId).catch(() => undefined);
    });
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  async function create(paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined) {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw invalidInput('X-Refund-Idempotency', 'The idempotency key must be at least 10 letters, digits, - or _.');
    }
    const input = readRefundInput(body, readNotes);
    const fingerprint = JSON.stringify([paymentId, input.amount ?? null, input.speed, input.receipt, input.notes]);
    return db.transaction(async (tx) => {
      // The payment's row lock puts refunds of one payment (and identical retries) one after the other.
      const [payment] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).for('update');
      if (!payment) throw idDoesNotExist();
      if (idempotencyKey) {
        const [earlier] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
        if (earlier && earlier.requestFingerprint !== fingerprint) throw differentRequest();
        if (earlier) return { refund: earlier, payment, fresh: false };
      }
      const refundable = payment.amount - payment.amountRefunded;
      if ((payment.status !== 'captured' && payment.status !== 'refunded') || refundable <= 0) {
        throw invalidInput('payment_id', 'The payment has been fully refunded already or was not captured');
      }
      const amount = input.amount ?? refundable;
      if (amount > refundable)
        throw invalidInput('amount', 'The refund amount provided is greater than amount captured');
      const [refund] = await tx
        .insert(sandboxRefunds)
        .values({
          id: razorpayId('rfnd_'),
          paymentId,
          amount,
          currency: payment.currency,
          receipt: input.receipt,
          notes: input.notes,
          speedRequested: input.speed,
          idempotencyKey: idempotencyKey ?? null,
          requestFingerprint: idempotencyKey ? fingerprint : null,
          createdAt: unixSeconds(),
        })
        .returning();
      const refunded = payment.amountRefunded + amount;
      const [updated] = await tx
        .update(sandboxPayments)
        .set({ amountRefunded: refunded, status: refunded === payment.amount ? 'refunded' : 'captured' })
        .where(eq(sandboxPayments.id, paymentId))
        .returning();
      return { refund: refund as RefundRow, payment: updated as PaymentRow, fresh: true };
    });
  }

  return {
    /** POST /v1/payments/{id}/refund. */
    async refund(paymentId: string, body: Record<string, unknown>, idempotencyKey: string | undefined) {
      const { refund, payment, fresh } = await create(paymentId, body, idempotencyKey);
      if (!fresh) return refundEntity(refund);
      emit('refund.created', refund, payment);
      if (behaviour.held) return refundEntity(refund);
      if (refund.speedRequested === 'optimum') return refundEntity((await finish(refund.id, true)) ?? refund);
      later(refund.id);
      return refundEntity(refund);
    },

    /** GET /v1/payments/{id}/refunds. */
    async ofPayment(paymentId: string) {
      const [payment] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
      if (!payment) throw idDoesNotExist();
      const rows = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, paymentId))
        .orderBy(asc(sandboxRefunds.createdAt), asc(sandboxRefunds.id));
      return { entity: 'collection' as const, count: rows.length, items: rows.map(refundEntity) };
    },

    /** GET /v1/refunds/{id}. */
    async fetch(refundId: string) {
      const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
      if (!row) throw idDoesNotExist();
      return refundEntity(row);
    },

    /** Test levers: how refunds end, and whether they wait for `settle()`. */
    configure(change: Partial<RefundBehaviour>) {
      behaviour = { ...behaviour, ...change };
    },

    /** Ends every pending refund with the configured outcome and waits until none is being processed. */
    async settle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
      const pending = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.status, 'pending'));
      for (const refund of pending) await finish(refund.id);
    },
  };
}

export type SandboxRefunds = ReturnType<typeof createSandboxRefunds>;
