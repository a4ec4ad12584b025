import type {
  PaymentEvent,
  PaymentProvider,
  ProviderOrder,
  ProviderPayment,
  ProviderRefund,
  ProviderRefundStatus,
} from '../payments/index.js';
import type { RazorpayClient } from './razorpay-client.js';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures.js';
import type { RazorpayOrder, RazorpayPayment, RazorpayRefund, RazorpayWebhookEnvelope } from './types.js';

const orderOf = (order: RazorpayOrder): ProviderOrder => ({
  id: order.id,
  amount: order.amount,
  currency: order.currency,
  status: order.status,
});

const paymentOf = (payment: RazorpayPayment): ProviderPayment => ({
  id: payment.id,
  status: payment.status,
  method: payment.method ?? null,
  failureReason: payment.error_description ?? null,
});

const refundOf = (refund: RazorpayRefund): ProviderRefund => ({
  id: refund.id,
  paymentId: refund.payment_id,
  amount: refund.amount,
  status: refund.status,
  receipt: refund.receipt ?? null,
});

/** What a refund event says of the refund: its name decides the status (the entity may lag behind it). */
const REFUND_EVENTS: Record<string, ProviderRefundStatus | undefined> = {
  'refund.created': undefined,
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

function refundEventOf(envelope: RazorpayWebhookEnvelope, details: { paymentId: string }): ProviderRefund | undefined {
  const refund = envelope.payload.refund?.entity;
  if (!refund || typeof refund.amount !== 'number') return undefined;
  return {
    id: refund.id,
    paymentId: refund.payment_id ?? details.paymentId,
    amount: refund.amount,
    status: REFUND_EVENTS[envelope.event] ?? (refund.status === 'processed' ? 'processed' : 'pending'),
    receipt: refund.receipt ?? null,
  };
}

/** A Razorpay webhook as a payment event; correlation is by order id only (never `notes`, which may be `[]`). */
function eventOf(envelope: RazorpayWebhookEnvelope): PaymentEvent {
  const payment = envelope.payload.payment?.entity;
  const orderId = payment?.order_id ?? envelope.payload.order?.entity.id;
  if (!payment || !orderId) return { kind: 'ignored' };
  const details = { orderId, paymentId: payment.id, method: payment.method ?? null };
  switch (envelope.event) {
    case 'payment.captured':
    case 'order.paid':
      return { kind: 'captured', ...details };
    case 'payment.failed':
      return { kind: 'failed', ...details, reason: payment.error_description ?? payment.error_reason ?? null };
    case 'refund.created':
    case 'refund.processed':
    case 'refund.failed': {
      const refund = refundEventOf(envelope, details);
      return refund ? { kind: 'refund', ...details, refund } : { kind: 'ignored' };
    }
    default:
      // Other events (payment.authorized, ...) are acknowledged and ignored.
      return { kind: 'ignored' };
  }
}

/** Razorpay behind the payments module's PaymentProvider: its REST client plus its two signatures. */
export function createRazorpayProvider(deps: {
  client: RazorpayClient;
  keySecret: string;
  /** Without it (real keys but no webhook secret) every webhook is refused. */
  webhookSecret: string | undefined;
}): PaymentProvider {
  const { client, keySecret, webhookSecret } = deps;
  return {
    keyId: client.keyId,
    createOrder: async (input) => orderOf(await client.createOrder(input)),
    fetchOrder: async (orderId) => orderOf(await client.fetchOrder(orderId)),
    fetchOrderPayments: async (orderId) => (await client.fetchOrderPayments(orderId)).map(paymentOf),
    verifyPaymentSignature: ({ orderId, paymentId, signature }) =>
      isValidPaymentSignature(orderId, paymentId, signature, keySecret),
    verifyWebhook({ rawBody, signature }) {
      if (!webhookSecret || !isValidWebhookSignature(rawBody, signature, webhookSecret)) return undefined;
      const envelope = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookEnvelope;
      return { name: envelope.event, event: eventOf(envelope) };
    },
    async refund(paymentId, { idempotencyKey, ...request }) {
      return refundOf(await client.refundPayment(paymentId, request, { idempotencyKey }));
    },
    fetchPaymentRefunds: async (paymentId) => (await client.fetchPaymentRefunds(paymentId)).map(refundOf),
  };
}
