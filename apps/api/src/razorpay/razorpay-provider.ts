import type { PaymentEvent, PaymentProvider, ProviderOrder, ProviderPayment } from '../payments/payment-provider.js';
import type { RazorpayClient } from './razorpay-client.js';
import { isValidPaymentSignature, isValidWebhookSignature } from './signatures.js';
import type { RazorpayOrder, RazorpayPayment, RazorpayWebhookEnvelope } from './types.js';

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
    case 'refund.processed':
      // A partial refund leaves the sale standing (and its invoice valid); only a full refund reverses it.
      return payment.refund_status === 'partial' ? { kind: 'ignored' } : { kind: 'refunded', ...details };
    default:
      // Other events (payment.authorized, refund.created, ...) are acknowledged and ignored.
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
    async refund(paymentId, request) {
      const refund = await client.refundPayment(paymentId, request);
      return { id: refund.id, paymentId: refund.payment_id, amount: refund.amount, status: refund.status };
    },
  };
}
