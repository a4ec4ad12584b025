import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RazorpayError } from '../src/modules/razorpay/razorpay-error.js';
import { isValidPaymentSignature } from '../src/modules/razorpay/signatures.js';
import {
  CARD_DECLINED,
  CARD_SUCCESS,
  jsonOf,
  razorpayClientOf,
  sandboxOf,
  setUpSandbox,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

const RAZORPAY_ID = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9]{14}$`);

describe.each(drivers)('the Razorpay sandbox on %s', (driver) => {
  const rig = setUpSandbox(driver);

  describe('orders and checkout', () => {
    it('tells the storefront to load the local checkout with the generated test key', async () => {
      const config = (await jsonOf(await fetch(`${rig.server.baseUrl}/api/config`))).data;
      expect(config.paymentSandbox).toBe(true);
      expect(config.razorpayKeyId).toMatch(RAZORPAY_ID('rzp_test_'));
      expect(config.checkoutScriptUrl).toBe('/razorpay-sandbox/checkout.js');
      const script = await fetch(`${rig.server.baseUrl}${config.checkoutScriptUrl}`);
      expect(script.headers.get('content-type')).toContain('javascript');
      const source = await script.text();
      expect(source).toContain('window.Razorpay');
      expect(source).toContain("role: 'dialog'");
      expect(source).not.toMatch(/\beval\(|new Function/);
    });

    it('creates orders shaped like Razorpay, with notes [] when there are none', async () => {
      const order = await rig.client.createOrder({ amount: 149_900, currency: 'INR', receipt: 'receipt-1' });
      expect(order).toMatchObject({
        entity: 'order',
        amount: 149_900,
        amount_paid: 0,
        amount_due: 149_900,
        currency: 'INR',
        receipt: 'receipt-1',
        status: 'created',
        attempts: 0,
        notes: [],
      });
      expect(order.id).toMatch(RAZORPAY_ID('order_'));
      expect(Number.isInteger(order.created_at)).toBe(true);
      expect(await rig.client.fetchOrder(order.id)).toEqual(order);
    });

    it('refuses less than ₹1 and wrong keys with Razorpay’s error shape', async () => {
      const tooSmall = await rig.client
        .createOrder({ amount: 99, currency: 'INR', receipt: 'r' })
        .catch((error) => error);
      expect(tooSmall).toBeInstanceOf(RazorpayError);
      expect(tooSmall.statusCode).toBe(400);
      expect(tooSmall.error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'The amount must be atleast INR 1.00',
        field: 'amount',
        reason: 'input_validation_failed',
        metadata: {},
      });
      const impostor = razorpayClientOf(rig.server, 'wrong-secret');
      const refused = await impostor
        .createOrder({ amount: 100, currency: 'INR', receipt: 'r' })
        .catch((error) => error);
      expect(refused.statusCode).toBe(401);
      expect(refused.error.description).toBe('Authentication failed');
    });

    it('moves an order created -> attempted -> paid and signs the success like Checkout', async () => {
      const sandbox = sandboxOf(rig.server);
      sandbox.webhooks.configure({ paused: true });
      const order = await rig.client.createOrder({ amount: 100_00, currency: 'INR', receipt: 'r2', notes: { a: 'b' } });
      const declined = await sandbox.pay(order.id, CARD_DECLINED, {}).catch((error) => error);
      expect(declined.body).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        reason: 'card_declined',
        step: 'payment_authorization',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(RAZORPAY_ID('pay_')) },
      });
      expect(await rig.client.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

      const paid = await sandbox.pay(order.id, CARD_SUCCESS, {});
      expect(paid.razorpay_payment_id).toMatch(RAZORPAY_ID('pay_'));
      expect(
        isValidPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature, sandbox.keys.keySecret),
      ).toBe(true);
      expect(await rig.client.fetchOrder(order.id)).toMatchObject({
        status: 'paid',
        attempts: 2,
        amount_paid: 100_00,
        amount_due: 0,
        notes: { a: 'b' },
      });
      const payments = await rig.client.fetchOrderPayments(order.id);
      expect(payments.map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);

      const refund = await rig.client.refundPayment(paid.razorpay_payment_id);
      expect(refund).toMatchObject({ entity: 'refund', amount: 100_00, status: 'pending', notes: [] });
      expect(refund.id).toMatch(RAZORPAY_ID('rfnd_'));
      await sandbox.refunds.settle();
      expect(await rig.client.fetchPaymentRefunds(paid.razorpay_payment_id)).toEqual([
        { ...refund, status: 'processed', speed_processed: 'normal' },
      ]);
      sandbox.webhooks.drop();
      sandbox.webhooks.configure({ paused: false });
    });

    it('accepts the UPI test ids through the checkout endpoint the dialog posts to', async () => {
      const sandbox = sandboxOf(rig.server);
      sandbox.webhooks.configure({ paused: true });
      const order = await rig.client.createOrder({ amount: 500, currency: 'INR', receipt: 'r3' });
      const pay = (vpa: string) =>
        fetch(`${rig.server.baseUrl}/razorpay-sandbox/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key_id: sandbox.keys.keyId, order_id: order.id, method: 'upi', vpa }),
        });
      const failed = await pay('failure@razorpay');
      expect(failed.status).toBe(400);
      expect((await jsonOf(failed)).error.metadata.order_id).toBe(order.id);
      const succeeded = await pay('success@razorpay');
      expect(succeeded.status).toBe(200);
      expect(Object.keys(await jsonOf(succeeded)).sort()).toEqual([
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
      ]);
      sandbox.webhooks.drop();
      sandbox.webhooks.configure({ paused: false });
    });
  });

  /** Refunds as Razorpay makes them: pending, then processed (or failed), with their webhooks. */
  describe('refunds', () => {
    /** A captured payment of `amount` paise (its payment webhooks held back and forgotten). */
    async function capturedPayment(amount: number) {
      const sandbox = sandboxOf(rig.server);
      sandbox.webhooks.configure({ paused: true });
      const order = await rig.client.createOrder({ amount, currency: 'INR', receipt: randomUUID() });
      const paid = await sandbox.pay(order.id, CARD_SUCCESS, {});
      sandbox.webhooks.drop();
      sandbox.webhooks.configure({ paused: false });
      const payment = async () => (await rig.client.fetchOrderPayments(order.id))[0];
      return { paymentId: paid.razorpay_payment_id, payment };
    }

    /** The refund events the sandbox sent (to this server's receiver, which checks their signatures) since `from`. */
    const refundEventsSince = (from: number) =>
      sandboxOf(rig.server)
        .webhooks.deliveries.slice(from)
        .filter((delivery) => delivery.event.startsWith('refund.'));

    it('makes partial refunds pending, then processed, until the captured amount is used up', async () => {
      const { paymentId, payment } = await capturedPayment(100_000);
      const sandbox = sandboxOf(rig.server);
      const sent = sandbox.webhooks.deliveries.length;
      sandbox.refunds.configure({ held: true });
      const first = await rig.client.refundPayment(paymentId, {
        amount: 30_000,
        speed: 'normal',
        receipt: 'our-refund-1',
        notes: { reason: 'Partly' },
      });
      expect(first).toMatchObject({
        entity: 'refund',
        amount: 30_000,
        currency: 'INR',
        payment_id: paymentId,
        status: 'pending',
        receipt: 'our-refund-1',
        notes: { reason: 'Partly' },
        speed_requested: 'normal',
      });
      expect(first.id).toMatch(RAZORPAY_ID('rfnd_'));
      expect(await payment()).toMatchObject({ status: 'captured', amount_refunded: 30_000, refund_status: 'partial' });

      const second = await rig.client.refundPayment(paymentId, { amount: 70_000 });
      expect(await payment()).toMatchObject({ status: 'refunded', amount_refunded: 100_000, refund_status: 'full' });
      const over = await rig.client.refundPayment(paymentId, { amount: 100 }).catch((error: RazorpayError) => error);
      expect(over).toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', field: 'payment_id' } });

      sandbox.refunds.configure({ held: false });
      await sandbox.refunds.settle();
      await sandbox.webhooks.settle();
      const refunds = await rig.client.fetchPaymentRefunds(paymentId);
      expect(refunds.map((refund) => [refund.id, refund.status]).sort()).toEqual(
        [
          [first.id, 'processed'],
          [second.id, 'processed'],
        ].sort(),
      );
      const events = refundEventsSince(sent);
      expect(events.map((event) => event.event).sort()).toEqual([
        'refund.created',
        'refund.created',
        'refund.processed',
        'refund.processed',
      ]);
      // Signed like every other webhook: the receiver verified each signature (a bad one answers 400).
      expect(events.every((event) => event.status === 200)).toBe(true);
    });

    it('refuses more than is left, less than ₹1, and a payment that does not exist, in Razorpay’s error shape', async () => {
      const { paymentId } = await capturedPayment(50_000);
      const tooMuch = await rig.client
        .refundPayment(paymentId, { amount: 50_001 })
        .catch((error: RazorpayError) => error);
      expect(tooMuch).toMatchObject({
        statusCode: 400,
        error: { description: 'The refund amount provided is greater than amount captured', field: 'amount' },
      });
      const tooLittle = await rig.client
        .refundPayment(paymentId, { amount: 99 })
        .catch((error: RazorpayError) => error);
      expect(tooLittle).toMatchObject({ statusCode: 400, error: { field: 'amount' } });
      const unknown = await rig.client.refundPayment('pay_DoesNotExist01').catch((error: RazorpayError) => error);
      expect(unknown).toMatchObject({ statusCode: 400, error: { description: 'The id provided does not exist' } });
      await sandboxOf(rig.server).refunds.settle();
    });

    it('ends a refund failed when told to: refund.failed, and the amount goes back to the payment', async () => {
      const { paymentId, payment } = await capturedPayment(20_000);
      const sandbox = sandboxOf(rig.server);
      const sent = sandbox.webhooks.deliveries.length;
      sandbox.refunds.configure({ outcome: 'failed' });
      try {
        await rig.client.refundPayment(paymentId);
        await sandbox.refunds.settle();
        await sandbox.webhooks.settle();
      } finally {
        sandbox.refunds.configure({ outcome: 'processed' });
      }
      expect((await rig.client.fetchPaymentRefunds(paymentId)).map((refund) => refund.status)).toEqual(['failed']);
      expect(await payment()).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });
      // Sent as they happen, so (like Razorpay's) they may arrive in either order.
      expect(
        refundEventsSince(sent)
          .map((event) => event.event)
          .sort(),
      ).toEqual(['refund.created', 'refund.failed']);
    });

    it('processes an `optimum` refund instantly, in its answer', async () => {
      const { paymentId } = await capturedPayment(20_000);
      const refund = await rig.client.refundPayment(paymentId, { speed: 'optimum' });
      expect(refund).toMatchObject({ amount: 20_000, status: 'processed', speed_processed: 'instant' });
      await sandboxOf(rig.server).webhooks.settle();
    });

    it('makes one refund per X-Refund-Idempotency key, even from requests racing, and refuses the key for another', async () => {
      const { paymentId } = await capturedPayment(80_000);
      const key = randomUUID();
      const request = { amount: 10_000, receipt: 'our-refund-2' };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => rig.client.refundPayment(paymentId, request, { idempotencyKey: key })),
      );
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      const other = await rig.client
        .refundPayment(paymentId, { ...request, amount: 20_000 }, { idempotencyKey: key })
        .catch((error: RazorpayError) => error);
      expect(other).toMatchObject({
        statusCode: 400,
        error: { description: 'Different request with the same idempotency key has already been processed.' },
      });
      const shortKey = await rig.client
        .refundPayment(paymentId, request, { idempotencyKey: 'short' })
        .catch((error: RazorpayError) => error);
      expect(shortKey).toMatchObject({ statusCode: 400 });
      await sandboxOf(rig.server).refunds.settle();
      const refunds = await rig.client.fetchPaymentRefunds(paymentId);
      expect(refunds).toHaveLength(1);
      // Asked again later with the same key, Razorpay answers the refund as it is now.
      expect(await rig.client.refundPayment(paymentId, request, { idempotencyKey: key })).toMatchObject({
        id: answers[0]?.id,
        status: 'processed',
      });
      await sandboxOf(rig.server).webhooks.settle();
    });
  });
});

describe('with real Razorpay keys', () => {
  it('never mounts the sandbox and points the storefront at Razorpay’s checkout', async () => {
    const server = await startPaymentsServer('pglite', {
      RAZORPAY_KEY_ID: 'rzp_live_ABCDEFGHIJKLMN',
      RAZORPAY_KEY_SECRET: 'live-secret',
      RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    });
    try {
      const config = (await jsonOf(await fetch(`${server.baseUrl}/api/config`))).data;
      expect(config).toMatchObject({
        paymentSandbox: false,
        razorpayKeyId: 'rzp_live_ABCDEFGHIJKLMN',
        checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      });
      expect(server.app.razorpay.sandbox).toBeUndefined();
      const orders = await fetch(`${server.baseUrl}/razorpay-sandbox/v1/orders`, { method: 'POST' });
      expect(orders.status).toBe(404);
      const script = await fetch(`${server.baseUrl}/razorpay-sandbox/checkout.js`);
      expect(await script.text()).not.toContain('window.Razorpay');
      const csp = script.headers.get('content-security-policy') ?? '';
      expect(csp).toContain('https://checkout.razorpay.com');
    } finally {
      await server.close();
    }
  });
});
