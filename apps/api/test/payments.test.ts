import { expectedCompletion } from '@startwise/flows/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { CARD_DECLINED, CARD_SUCCESS, PDF_BYTES, sandboxOf, setUpShop, signIn } from './support/payments-fixtures.js';
import { drivers } from './support/test-server.js';

const FIELDS = [
  { name: 'companyName', label: 'Company name', type: 'text' as const, required: true },
  {
    name: 'panCard',
    label: 'PAN card',
    type: 'file' as const,
    required: true,
    validations: { fileTypes: ['pdf'], maxSize: 1024 * 1024 },
  },
];

describe.each(drivers)('payments on %s', (driver) => {
  const shop = setUpShop(driver, { fields: FIELDS, price: 14999 });

  async function submitApplication(customer = shop.asha) {
    const submitted = await customer.submit(shop.slug, { companyName: 'Acme Innovations' }, [
      { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES, type: 'application/pdf' },
    ]);
    expect(submitted.status).toBe(201);
    return submitted.body.data.submissionId as string;
  }

  async function createOrder(submissionId: string, customer = shop.asha) {
    const answer = await customer.post('/payment/create-order', { submissionId });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  /** The customer pays in the checkout dialog; the webhooks it triggers are held until released. */
  async function payHeld(orderId: string, instrument = CARD_SUCCESS) {
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true, duplicate: false, reorder: false, delayMs: 0 });
    return sandbox.pay(orderId, instrument, {});
  }

  async function releaseWebhooks(behaviour: { duplicate?: boolean; reorder?: boolean } = {}) {
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: false, duplicate: false, reorder: false, ...behaviour });
    await sandbox.webhooks.release();
  }

  const transactionsOf = (submissionId: string) =>
    shop.server.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.submissionId, submissionId));

  it('walks submit -> order -> success card -> verify -> paid, with the amount taken from the submission', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    expect(order).toMatchObject({
      key_id: sandboxOf(shop.server).keys.keyId,
      order: { amount: 1_499_900, currency: 'INR' },
      notes: { serviceName: 'Private Limited Company Registration' },
      prefill: { name: 'Asha Verma', email: shop.asha.email, contact: '+91 98765 43210' },
      transaction: { status: 'pending', amount: 14999, currency: 'INR', submissionId, invoiceNumber: null },
    });
    expect(order.transaction.id).toBe(order.transaction._id);

    const again = await createOrder(submissionId);
    expect(again.order.id).toBe(order.order.id);
    expect(again.transaction.id).toBe(order.transaction.id);

    const submitted = (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission;
    expect(submitted.expectedBy).toBeNull();
    const paid = await payHeld(order.order.id);
    const paying = new Date();
    const verified = await shop.asha.post('/payment/verify', { ...paid, transactionId: order.transaction.id });
    const confirmed = new Date();
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Payment completed successfully!');
    expect(verified.body.data.transaction).toMatchObject({
      status: 'successful',
      razorpayPaymentId: paid.razorpay_payment_id,
      paymentMethod: 'card',
      invoiceNumber: expect.stringMatching(/^SW\/\d{4}-\d{2}\/\d{5}$/),
    });
    await releaseWebhooks({ duplicate: true });

    const submission = (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission;
    expect(submission.paymentStatus).toBe('paid');
    expect(submission.transaction.status).toBe('successful');
    // Fixed at payment: the service's 15 working days from the day it was paid (in India).
    expect([expectedCompletion(paying, 15), expectedCompletion(confirmed, 15)]).toContain(submission.expectedBy);
    const rows = await transactionsOf(submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.invoiceNumber).toBe(verified.body.data.transaction.invoiceNumber);

    const repeat = await shop.asha.post('/payment/create-order', { submissionId });
    expect(repeat.status).toBe(409);
    expect(repeat.body.message).toBe('This submission has already been paid');
  });

  it('refuses a client-chosen amount and a tampered signature', async () => {
    const submissionId = await submitApplication();
    const tampered = await shop.asha.post('/payment/create-order', { submissionId, amount: 100 });
    expect(tampered.status).toBe(400);
    const order = await createOrder(submissionId);
    expect(order.order.amount).toBe(1_499_900);

    const paid = await payHeld(order.order.id);
    const badSignature = paid.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const forged = await shop.asha.post('/payment/verify', {
      ...paid,
      razorpay_signature: badSignature,
      transactionId: order.transaction.id,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('Payment verification failed');

    // A genuine signature of ANOTHER order does not pay this one.
    const otherSubmission = await submitApplication();
    const other = await createOrder(otherSubmission);
    const wrongOrder = await shop.asha.post('/payment/verify', {
      ...paid,
      transactionId: other.transaction.id,
    });
    expect(wrongOrder.status).toBe(400);
    expect((await shop.asha.get(`/payment/transaction/${other.transaction.id}`)).body.data.transaction.status).toBe(
      'pending',
    );
    sandboxOf(shop.server).webhooks.drop();
  });

  it('records a declined card as failed and lets the retry on the same order succeed', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    await expect(payHeld(order.order.id, CARD_DECLINED)).rejects.toMatchObject({ body: { reason: 'card_declined' } });
    await releaseWebhooks();
    const failed = (await shop.asha.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction;
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/declined/);
    expect(
      (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission.paymentStatus,
    ).toBe('failed');

    const retry = await createOrder(submissionId);
    expect(retry.order.id).toBe(order.order.id);
    const paid = await payHeld(retry.order.id);
    const verified = await shop.asha.post('/payment/verify', { ...paid, transactionId: retry.transaction.id });
    expect(verified.body.data.transaction.status).toBe('successful');
    expect(verified.body.data.transaction.failureReason).toBeNull();
    await releaseWebhooks();
    expect(
      (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission.paymentStatus,
    ).toBe('paid');
  });

  it('cancels a session for good; a new payment starts a new order; a paid one cannot be cancelled', async () => {
    const submissionId = await submitApplication();
    const first = await createOrder(submissionId);
    const cancelled = await shop.asha.post(`/payment/cancel/${first.transaction.id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toBe('Payment has been cancelled successfully');
    expect(cancelled.body.data.transaction.status).toBe('cancelled');
    expect(
      (await shop.asha.get(`/public/services/submissions/${submissionId}`)).body.data.submission.paymentStatus,
    ).toBe('cancelled');

    const second = await createOrder(submissionId);
    expect(second.order.id).not.toBe(first.order.id);
    expect(second.transaction.status).toBe('pending');
    const paid = await payHeld(second.order.id);
    await shop.asha.post('/payment/verify', { ...paid, transactionId: second.transaction.id });
    await releaseWebhooks();
    const refused = await shop.asha.post(`/payment/cancel/${second.transaction.id}`);
    expect(refused.status).toBe(409);
  });

  it('ends paid from the webhooks alone when the browser closes after paying', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    await payHeld(order.order.id);
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: false, reorder: true, delayMs: 300 });
    const release = sandbox.webhooks.release();
    expect((await shop.asha.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction.status).toBe(
      'pending',
    );
    await release;
    sandbox.webhooks.configure({ delayMs: 0 });
    const transaction = (await shop.asha.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction;
    expect(transaction).toMatchObject({ status: 'successful', paymentMethod: 'card' });
    expect(transaction.invoiceNumber).not.toBeNull();
  });

  it('ends paid through reconciliation when no webhook ever comes', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    await payHeld(order.order.id);
    sandboxOf(shop.server).webhooks.drop();
    expect((await shop.server.app.payments.reconcile(new Date())).settled).toBe(0);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect((await shop.server.app.payments.reconcile(later)).settled).toBeGreaterThanOrEqual(1);
    const transaction = (await shop.asha.get(`/payment/transaction/${order.transaction.id}`)).body.data.transaction;
    expect(transaction.status).toBe('successful');
  });

  it('marks exactly one successful transaction when verify and duplicated, reordered webhooks race', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    const paid = await payHeld(order.order.id);
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    const [answers] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, () =>
          shop.asha.post('/payment/verify', { ...paid, transactionId: order.transaction.id }),
        ),
      ),
      sandbox.webhooks.release(),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const numbers = new Set(answers.map((answer) => answer.body.data.transaction.invoiceNumber));
    expect(numbers.size).toBe(1);
    const rows = await transactionsOf(submissionId);
    expect(rows.filter((row) => row.status === 'successful')).toHaveLength(1);
    expect(rows[0]?.razorpayPaymentId).toBe(paid.razorpay_payment_id);
    const duplicates = sandbox.webhooks.deliveries.filter((delivery) => delivery.status === 200);
    expect(duplicates.length).toBeGreaterThan(0);
  });

  it('limits how often one customer can ask for payment orders', async () => {
    const hasty = await signIn(shop.server);
    const submitted = await hasty.submit(shop.slug, { companyName: 'Acme' }, [
      { field: 'panCard', name: 'pan.pdf', content: PDF_BYTES },
    ]);
    const statuses = [];
    for (let i = 0; i < 31; i += 1) {
      statuses.push(
        (await hasty.post('/payment/create-order', { submissionId: submitted.body.data.submissionId })).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers 404 to another customer for every one of the owner’s payments', async () => {
    const submissionId = await submitApplication();
    const order = await createOrder(submissionId);
    const transactionId = order.transaction.id;
    expect((await shop.ravi.post('/payment/create-order', { submissionId })).status).toBe(404);
    expect((await shop.ravi.get(`/payment/transaction/${transactionId}`)).status).toBe(404);
    expect((await shop.ravi.post(`/payment/cancel/${transactionId}`)).status).toBe(404);
    expect((await shop.ravi.get(`/payment/invoice/${transactionId}`)).status).toBe(404);
    const paid = await payHeld(order.order.id);
    expect((await shop.ravi.post('/payment/verify', { ...paid, transactionId })).status).toBe(404);
    expect((await shop.ravi.get('/payment/transactions')).body.data.transactions).toEqual([]);
    sandboxOf(shop.server).webhooks.drop();
  });
});
