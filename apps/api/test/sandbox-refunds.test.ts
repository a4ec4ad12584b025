import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient } from '../src/razorpay/razorpay-client.js';
import type { RazorpayError } from '../src/razorpay/razorpay-error.js';
import { CARD_SUCCESS, sandboxOf, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

const RAZORPAY_ID = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9]{14}$`);

describe.each(drivers)('the Razorpay sandbox’s refunds on %s', (driver) => {
  let server: TestServer;
  let client: ReturnType<typeof createRazorpayClient>;
  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    const sandbox = sandboxOf(server);
    client = createRazorpayClient({
      baseUrl: sandbox.apiUrl(),
      keyId: sandbox.keys.keyId,
      keySecret: sandbox.keys.keySecret,
    });
  });
  afterAll(() => server.close());

  /** A captured payment of `amount` paise (its payment webhooks held back and forgotten). */
  async function capturedPayment(amount: number) {
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    const order = await client.createOrder({ amount, currency: 'INR', receipt: randomUUID() });
    const paid = await sandbox.pay(order.id, CARD_SUCCESS, {});
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    const payment = async () => (await client.fetchOrderPayments(order.id))[0];
    return { paymentId: paid.razorpay_payment_id, payment };
  }

  /** The refund events the sandbox sent (to this server's receiver, which checks their signatures) since `from`. */
  const refundEventsSince = (from: number) =>
    sandboxOf(server)
      .webhooks.deliveries.slice(from)
      .filter((delivery) => delivery.event.startsWith('refund.'));

  it('makes partial refunds pending, then processed, until the captured amount is used up', async () => {
    const { paymentId, payment } = await capturedPayment(100_000);
    const sandbox = sandboxOf(server);
    const sent = sandbox.webhooks.deliveries.length;
    sandbox.refunds.configure({ held: true });
    const first = await client.refundPayment(paymentId, {
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

    const second = await client.refundPayment(paymentId, { amount: 70_000 });
    expect(await payment()).toMatchObject({ status: 'refunded', amount_refunded: 100_000, refund_status: 'full' });
    const over = await client.refundPayment(paymentId, { amount: 100 }).catch((error: RazorpayError) => error);
    expect(over).toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', field: 'payment_id' } });

    sandbox.refunds.configure({ held: false });
    await sandbox.refunds.settle();
    await sandbox.webhooks.settle();
    const refunds = await client.fetchPaymentRefunds(paymentId);
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
    const tooMuch = await client.refundPayment(paymentId, { amount: 50_001 }).catch((error: RazorpayError) => error);
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      error: { description: 'The refund amount provided is greater than amount captured', field: 'amount' },
    });
    const tooLittle = await client.refundPayment(paymentId, { amount: 99 }).catch((error: RazorpayError) => error);
    expect(tooLittle).toMatchObject({ statusCode: 400, error: { field: 'amount' } });
    const unknown = await client.refundPayment('pay_DoesNotExist01').catch((error: RazorpayError) => error);
    expect(unknown).toMatchObject({ statusCode: 400, error: { description: 'The id provided does not exist' } });
    await sandboxOf(server).refunds.settle();
  });

  it('ends a refund failed when told to: refund.failed, and the amount goes back to the payment', async () => {
    const { paymentId, payment } = await capturedPayment(20_000);
    const sandbox = sandboxOf(server);
    const sent = sandbox.webhooks.deliveries.length;
    sandbox.refunds.configure({ outcome: 'failed' });
    try {
      await client.refundPayment(paymentId);
      await sandbox.refunds.settle();
      await sandbox.webhooks.settle();
    } finally {
      sandbox.refunds.configure({ outcome: 'processed' });
    }
    expect((await client.fetchPaymentRefunds(paymentId)).map((refund) => refund.status)).toEqual(['failed']);
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
    const refund = await client.refundPayment(paymentId, { speed: 'optimum' });
    expect(refund).toMatchObject({ amount: 20_000, status: 'processed', speed_processed: 'instant' });
    await sandboxOf(server).webhooks.settle();
  });

  it('makes one refund per X-Refund-Idempotency key, even from requests racing, and refuses the key for another', async () => {
    const { paymentId } = await capturedPayment(80_000);
    const key = randomUUID();
    const request = { amount: 10_000, receipt: 'our-refund-2' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.refundPayment(paymentId, request, { idempotencyKey: key })),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    const other = await client
      .refundPayment(paymentId, { ...request, amount: 20_000 }, { idempotencyKey: key })
      .catch((error: RazorpayError) => error);
    expect(other).toMatchObject({
      statusCode: 400,
      error: { description: 'Different request with the same idempotency key has already been processed.' },
    });
    const shortKey = await client
      .refundPayment(paymentId, request, { idempotencyKey: 'short' })
      .catch((error: RazorpayError) => error);
    expect(shortKey).toMatchObject({ statusCode: 400 });
    await sandboxOf(server).refunds.settle();
    const refunds = await client.fetchPaymentRefunds(paymentId);
    expect(refunds).toHaveLength(1);
    // Asked again later with the same key, Razorpay answers the refund as it is now.
    expect(await client.refundPayment(paymentId, request, { idempotencyKey: key })).toMatchObject({
      id: answers[0]?.id,
      status: 'processed',
    });
    await sandboxOf(server).webhooks.settle();
  });
});
