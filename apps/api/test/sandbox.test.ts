import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRazorpayClient } from '../src/razorpay/razorpay-client.js';
import { RazorpayError } from '../src/razorpay/razorpay-error.js';
import { isValidPaymentSignature } from '../src/razorpay/signatures.js';
import { CARD_DECLINED, CARD_SUCCESS, jsonOf, sandboxOf, startPaymentsServer } from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

const RAZORPAY_ID = (prefix: string) => new RegExp(`^${prefix}[A-Za-z0-9]{14}$`);

describe.each(drivers)('the Razorpay sandbox on %s', (driver) => {
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

  it('tells the storefront to load the local checkout with the generated test key', async () => {
    const config = (await jsonOf(await fetch(`${server.baseUrl}/api/config`))).data;
    expect(config.paymentSandbox).toBe(true);
    expect(config.razorpayKeyId).toMatch(RAZORPAY_ID('rzp_test_'));
    expect(config.checkoutScriptUrl).toBe('/razorpay-sandbox/checkout.js');
    const script = await fetch(`${server.baseUrl}${config.checkoutScriptUrl}`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const source = await script.text();
    expect(source).toContain('window.Razorpay');
    expect(source).toContain("role: 'dialog'");
    expect(source).not.toMatch(/\beval\(|new Function/);
  });

  it('creates orders shaped like Razorpay, with notes [] when there are none', async () => {
    const order = await client.createOrder({ amount: 149_900, currency: 'INR', receipt: 'receipt-1' });
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
    expect(await client.fetchOrder(order.id)).toEqual(order);
  });

  it('refuses less than ₹1 and wrong keys with Razorpay’s error shape', async () => {
    const tooSmall = await client.createOrder({ amount: 99, currency: 'INR', receipt: 'r' }).catch((error) => error);
    expect(tooSmall).toBeInstanceOf(RazorpayError);
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: 'The amount must be atleast INR 1.00',
      field: 'amount',
      reason: 'input_validation_failed',
      metadata: {},
    });
    const impostor = createRazorpayClient({
      baseUrl: sandboxOf(server).apiUrl(),
      keyId: sandboxOf(server).keys.keyId,
      keySecret: 'wrong-secret',
    });
    const refused = await impostor.createOrder({ amount: 100, currency: 'INR', receipt: 'r' }).catch((error) => error);
    expect(refused.statusCode).toBe(401);
    expect(refused.error.description).toBe('Authentication failed');
  });

  it('moves an order created -> attempted -> paid and signs the success like Checkout', async () => {
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    const order = await client.createOrder({ amount: 100_00, currency: 'INR', receipt: 'r2', notes: { a: 'b' } });
    const declined = await sandbox.pay(order.id, CARD_DECLINED, {}).catch((error) => error);
    expect(declined.body).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      reason: 'card_declined',
      step: 'payment_authorization',
      metadata: { order_id: order.id, payment_id: expect.stringMatching(RAZORPAY_ID('pay_')) },
    });
    expect(await client.fetchOrder(order.id)).toMatchObject({ status: 'attempted', attempts: 1, amount_paid: 0 });

    const paid = await sandbox.pay(order.id, CARD_SUCCESS, {});
    expect(paid.razorpay_payment_id).toMatch(RAZORPAY_ID('pay_'));
    expect(
      isValidPaymentSignature(order.id, paid.razorpay_payment_id, paid.razorpay_signature, sandbox.keys.keySecret),
    ).toBe(true);
    expect(await client.fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      attempts: 2,
      amount_paid: 100_00,
      amount_due: 0,
      notes: { a: 'b' },
    });
    const payments = await client.fetchOrderPayments(order.id);
    expect(payments.map((payment) => payment.status).sort()).toEqual(['captured', 'failed']);

    const refund = await client.refundPayment(paid.razorpay_payment_id);
    expect(refund).toMatchObject({ entity: 'refund', amount: 100_00, status: 'pending', notes: [] });
    expect(refund.id).toMatch(RAZORPAY_ID('rfnd_'));
    await sandbox.refunds.settle();
    expect(await client.fetchPaymentRefunds(paid.razorpay_payment_id)).toEqual([
      { ...refund, status: 'processed', speed_processed: 'normal' },
    ]);
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
  });

  it('accepts the UPI test ids through the checkout endpoint the dialog posts to', async () => {
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    const order = await client.createOrder({ amount: 500, currency: 'INR', receipt: 'r3' });
    const pay = (vpa: string) =>
      fetch(`${server.baseUrl}/razorpay-sandbox/checkout/pay`, {
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
      expect(server.app.payments.gateway.sandbox).toBeUndefined();
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
