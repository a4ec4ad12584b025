import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { webhookSignature } from '../src/modules/razorpay/signatures.js';
import {
  type Customer,
  createService,
  jsonOf,
  sandboxOf,
  signIn,
  startPaymentsServer,
} from './support/payments-fixtures.js';
import { drivers, type TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];

describe.each(drivers)('the Razorpay webhook on %s', (driver) => {
  let server: TestServer;
  let slug: string;
  let customer: Customer;
  let secret: string;

  beforeAll(async () => {
    server = await startPaymentsServer(driver);
    ({ slug } = await createService(server, { fields: FIELDS, price: 999 }));
    customer = await signIn(server);
    secret = sandboxOf(server).keys.webhookSecret;
  });
  afterAll(() => server.close());

  async function openOrder() {
    const submitted = await customer.submit(slug, { companyName: 'Acme' });
    const order = (await customer.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
      .body.data;
    return {
      submissionId: submitted.body.data.submissionId as string,
      orderId: order.order.id as string,
      transactionId: order.transaction.id as string,
    };
  }

  function send(body: string, options: { eventId?: string; signature?: string } = {}) {
    return fetch(`${server.baseUrl}/api/payment/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': options.signature ?? webhookSignature(body, secret),
        ...(options.eventId && { 'x-razorpay-event-id': options.eventId }),
      },
      body,
    });
  }

  const event = (name: string, orderId: string, paymentId: string, extra: Record<string, unknown> = {}) => ({
    entity: 'event',
    account_id: 'acc_TestAccount0001',
    event: name,
    contains: ['payment'],
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', order_id: orderId, method: 'upi', notes: [], ...extra },
      },
    },
    created_at: 1_763_700_000,
  });

  const statusOf = async (transactionId: string) =>
    (await customer.get(`/payment/transaction/${transactionId}`)).body.data.transaction;

  it('verifies the signature over the raw bytes, whitespace and all', async () => {
    const { transactionId, orderId } = await openOrder();
    const body = `{\n  "entity": "event", "event": "payment.captured",\n  "payload": {"payment": {"entity": {"id": "pay_RawBytes000001", "order_id": "${orderId}", "method": "upi", "notes": []}}},\n  "created_at": 1763700000\n}`;
    const answer = await send(body, { eventId: 'evt_RawBytes0000001' });
    expect(answer.status).toBe(200);
    expect(await jsonOf(answer)).toEqual({ success: true, data: { received: true, duplicate: false } });
    expect(await statusOf(transactionId)).toMatchObject({ status: 'successful', paymentMethod: 'upi' });
  });

  it('rejects a tampered body and a forged signature, changing nothing', async () => {
    const { transactionId, orderId } = await openOrder();
    const genuine = JSON.stringify(event('payment.captured', orderId, 'pay_Tampered000001'));
    const signature = webhookSignature(genuine, secret);
    const tampered = genuine.replace('"method":"upi"', '"method":"card"');
    const refused = await send(tampered, { signature, eventId: 'evt_Tampered000001' });
    expect(refused.status).toBe(400);
    expect((await jsonOf(refused)).message).toBe('Invalid webhook signature');
    const forged = await send(genuine, { signature: webhookSignature(genuine, 'not-the-secret') });
    expect(forged.status).toBe(400);
    expect((await statusOf(transactionId)).status).toBe('pending');
    // The same event id, now genuine, is still applied: a refused delivery was never recorded as seen.
    expect((await send(genuine, { eventId: 'evt_Tampered000001' })).status).toBe(200);
    expect((await statusOf(transactionId)).status).toBe('successful');
  });

  it('applies a duplicated event once and acknowledges the copy', async () => {
    const { transactionId, orderId } = await openOrder();
    const body = JSON.stringify(event('payment.captured', orderId, 'pay_Duplicate00001'));
    const first = await send(body, { eventId: 'evt_Duplicate00001' });
    const copy = await send(body, { eventId: 'evt_Duplicate00001' });
    expect((await jsonOf(first)).data.duplicate).toBe(false);
    expect((await jsonOf(copy)).data.duplicate).toBe(true);
    const rows = await server.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transactionId));
    expect(rows[0]?.status).toBe('successful');
  });

  it('lands on the right state whatever order the events arrive in', async () => {
    const { transactionId, orderId, submissionId } = await openOrder();
    const paymentId = 'pay_Reordered00001';
    const captured = JSON.stringify(event('payment.captured', orderId, paymentId, { method: 'card' }));
    const failed = JSON.stringify(
      event('payment.failed', orderId, 'pay_EarlierFail001', { error_description: 'Card declined' }),
    );
    // The capture arrives before the older failure: the failure must not undo it.
    expect((await send(captured, { eventId: 'evt_Reordered00001' })).status).toBe(200);
    expect((await send(failed, { eventId: 'evt_Reordered00002' })).status).toBe(200);
    const settled = await statusOf(transactionId);
    expect(settled).toMatchObject({ status: 'successful', razorpayPaymentId: paymentId, failureReason: null });

    // A refund seen before the capture of another order still ends refunded, with the capture recorded.
    const second = await openOrder();
    const refund = {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: 'rfnd_Reordered0001', payment_id: 'pay_Reordered00002', amount: 99_900 } },
        payment: { entity: { id: 'pay_Reordered00002', order_id: second.orderId, method: 'card', notes: [] } },
      },
      created_at: 1_763_700_100,
    };
    expect((await send(JSON.stringify(refund), { eventId: 'evt_Reordered00003' })).status).toBe(200);
    const late = JSON.stringify(event('payment.captured', second.orderId, 'pay_Reordered00002'));
    expect((await send(late, { eventId: 'evt_Reordered00004' })).status).toBe(200);
    const refunded = await statusOf(second.transactionId);
    expect(refunded.status).toBe('refunded');
    expect(refunded.invoiceNumber).not.toBeNull();
    expect(
      (await customer.get(`/public/services/submissions/${second.submissionId}`)).body.data.submission.paymentStatus,
    ).toBe('refunded');
    expect(
      (await customer.get(`/public/services/submissions/${submissionId}`)).body.data.submission.paymentStatus,
    ).toBe('paid');
  });

  it('keeps a partly refunded sale successful', async () => {
    const { transactionId, orderId } = await openOrder();
    const paymentId = 'pay_PartRefund00001';
    await send(JSON.stringify(event('payment.captured', orderId, paymentId)), { eventId: 'evt_PartRefund00001' });
    const partial = {
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: 'rfnd_PartRefund0001', payment_id: paymentId, amount: 10_000 } },
        payment: { entity: { id: paymentId, order_id: orderId, refund_status: 'partial', notes: [] } },
      },
      created_at: 1_763_700_200,
    };
    expect((await send(JSON.stringify(partial), { eventId: 'evt_PartRefund00002' })).status).toBe(200);
    // A refund made in Razorpay's Dashboard: recorded with its credit note; the sale stands, partly refunded.
    const partly = await statusOf(transactionId);
    expect(partly).toMatchObject({ status: 'successful', refundedAmount: 100 });
    expect(partly.creditNotes).toEqual([
      { id: expect.any(String), number: expect.stringMatching(/^CN\//), date: expect.any(String), amount: 100 },
    ]);
    // refund.processed for the same refund again, under another event id: still one refund.
    expect((await send(JSON.stringify(partial), { eventId: 'evt_PartRefund00003' })).status).toBe(200);
    expect((await statusOf(transactionId)).creditNotes).toHaveLength(1);
  });

  it('acknowledges unknown events and events for orders that are not ours', async () => {
    const unknown = JSON.stringify({ entity: 'event', event: 'subscription.charged', payload: {}, created_at: 1 });
    expect((await send(unknown, { eventId: 'evt_Unknown0000001' })).status).toBe(200);
    const foreign = JSON.stringify(event('payment.captured', 'order_NotOurs0000001', 'pay_NotOurs00000001'));
    expect((await send(foreign, { eventId: 'evt_Foreign0000001' })).status).toBe(200);
  });

  it('correlates by order id even when notes say otherwise', async () => {
    const mine = await openOrder();
    const other = await openOrder();
    const misleading = event('payment.captured', mine.orderId, 'pay_NotesLie000001');
    (misleading.payload.payment.entity as Record<string, unknown>).notes = { submissionId: other.submissionId };
    expect((await send(JSON.stringify(misleading), { eventId: 'evt_NotesLie000001' })).status).toBe(200);
    expect((await statusOf(mine.transactionId)).status).toBe('successful');
    expect((await statusOf(other.transactionId)).status).toBe('pending');
  });
});
