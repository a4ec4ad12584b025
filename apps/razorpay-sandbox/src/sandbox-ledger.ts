import type { Database } from '@startwise/api/database';
import type { Instrument, RazorpayNotes, SandboxKeys } from '@startwise/api/razorpay';
import { paymentSignature } from '@startwise/api/razorpay';
import { asc, eq, sql } from 'drizzle-orm';
import { orderEntity, paymentEntity } from './entities.js';
import { razorpayId, unixSeconds } from './ids.js';
import { idDoesNotExist, invalidInput, SandboxError } from './sandbox-error.js';
import { sandboxOrders, sandboxPayments } from './tables.js';
import { outcomeOf } from './test-instruments.js';
import type { WebhookDispatcher } from './webhook-dispatcher.js';

const MAX_NOTES = 15;

/** Razorpay's `notes`: up to 15 string values, `[]` when there are none. */
export function readNotes(value: unknown): RazorpayNotes {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidInput('notes', 'notes should be an object');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > MAX_NOTES) throw invalidInput('notes', 'Number of notes should be less than 15');
  return entries.length === 0 ? [] : Object.fromEntries(entries.map(([key, note]) => [key, String(note)]));
}

/** Razorpay's orders, payments and refunds, emulated over the database, emitting the webhooks Razorpay would. */
export function createSandboxLedger(db: Database, keys: SandboxKeys, webhooks: WebhookDispatcher) {
  async function findOrder(id: string) {
    const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id));
    if (!row) throw idDoesNotExist();
    return row;
  }

  return {
    async createOrder(input: Record<string, unknown>) {
      const { amount, currency = 'INR', receipt } = input;
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        throw invalidInput('amount', 'The amount must be an integer.');
      }
      if (amount < 100) throw invalidInput('amount', 'The amount must be atleast INR 1.00');
      if (currency !== 'INR') throw invalidInput('currency', 'Currency is not supported');
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        throw invalidInput('receipt', 'The receipt may not be greater than 40 characters.');
      }
      const [row] = await db
        .insert(sandboxOrders)
        .values({
          id: razorpayId('order_'),
          amount,
          currency,
          receipt: receipt ?? null,
          notes: readNotes(input.notes),
          createdAt: unixSeconds(),
        })
        .returning();
      return orderEntity(row as typeof sandboxOrders.$inferSelect);
    },

    async fetchOrder(id: string) {
      return orderEntity(await findOrder(id));
    },

    async fetchOrderPayments(id: string) {
      await findOrder(id);
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderId, id))
        .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id));
      return { entity: 'collection' as const, count: rows.length, items: rows.map(paymentEntity) };
    },

    /** One checkout attempt: a captured or failed payment, the order moved on, the webhooks queued. */
    async pay(orderId: string, instrument: Instrument, customer: { email?: string; contact?: string }) {
      const outcome = outcomeOf(instrument);
      const paymentId = razorpayId('pay_');
      const result = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId)).for('update');
        if (!order) throw idDoesNotExist();
        if (order.status === 'paid') {
          throw new SandboxError(400, { description: 'Order has already been paid', field: 'order_id' });
        }
        const [payment] = await tx
          .insert(sandboxPayments)
          .values({
            id: paymentId,
            orderId,
            amount: order.amount,
            currency: order.currency,
            status: outcome.captured ? 'captured' : 'failed',
            method: instrument.method,
            vpa: instrument.method === 'upi' ? instrument.vpa : null,
            email: customer.email ?? null,
            contact: customer.contact ?? null,
            error: outcome.captured ? null : outcome.error,
            createdAt: unixSeconds(),
          })
          .returning();
        const [updated] = await tx
          .update(sandboxOrders)
          .set({
            attempts: sql`${sandboxOrders.attempts} + 1`,
            status: outcome.captured ? 'paid' : 'attempted',
            amountPaid: outcome.captured ? order.amount : order.amountPaid,
          })
          .where(eq(sandboxOrders.id, orderId))
          .returning();
        return {
          payment: paymentEntity(payment as typeof sandboxPayments.$inferSelect),
          order: orderEntity(updated as typeof sandboxOrders.$inferSelect),
        };
      });
      const payload = { payment: { entity: result.payment }, order: { entity: result.order } };
      if (!outcome.captured) {
        webhooks.emit([{ event: 'payment.failed', payload: { payment: payload.payment } }]);
        throw new SandboxError(400, {
          ...outcome.error,
          metadata: { order_id: orderId, payment_id: paymentId },
        });
      }
      const authorized = { ...result.payment, status: 'authorized' as const, captured: false };
      webhooks.emit([
        { event: 'payment.authorized', payload: { payment: { entity: authorized } } },
        { event: 'payment.captured', payload: { payment: payload.payment } },
        { event: 'order.paid', payload },
      ]);
      return {
        razorpay_payment_id: paymentId,
        razorpay_order_id: orderId,
        razorpay_signature: paymentSignature(orderId, paymentId, keys.keySecret),
      };
    },
  };
}

export type SandboxLedger = ReturnType<typeof createSandboxLedger>;
