import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentTransactions } from '../src/modules/payments/tables.js';
import { attentionHarness } from './support/attention-harness.js';
import { CARD_DECLINED, CARD_SUCCESS, sandboxOf } from './support/payments-fixtures.js';
import { paidTransaction } from './support/refund-fixtures.js';
import { drivers } from './support/test-server.js';

/**
 * Payments nobody confirmed (the attention list's payment-not-confirmed): what Razorpay last said about an open
 * session decides whether it is listed, and reconcile-now, the job and late webhooks record a capture exactly once.
 */
describe.each(drivers)('payments nobody confirmed on %s', (driver) => {
  const h = attentionHarness(driver);
  const { outage, authorizedOnly, itemsAbout, listedSoon, staffView, submissionOf, reconcileAudit } = h;
  const { submitAndOrder, paidUnseen } = h;

  it('lists a payment nobody confirmed after the grace period; reconcile-now records the capture', async () => {
    const { submissionId, transactionId } = await paidUnseen();
    expect(await itemsAbout(transactionId)).toEqual([]);
    const item = await listedSoon(transactionId);
    expect(item).toMatchObject({
      kind: 'payment-not-confirmed',
      transaction: { id: transactionId, status: 'pending', submissionId },
      refund: null,
      otherTransactionIds: [],
    });
    expect(item.since).toBe((await staffView(transactionId)).createdAt);

    const answer = await h.admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Checked with Razorpay');
    expect(answer.body.data.transaction).toMatchObject({
      id: transactionId,
      status: 'successful',
      paymentMethod: 'card',
      invoiceNumber: expect.stringMatching(/^SW\//),
    });
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    expect(await itemsAbout(transactionId)).toEqual([]);
    const [audit] = await reconcileAudit(transactionId);
    expect(audit).toMatchObject({
      staffId: h.admin.id,
      entity: 'transaction',
      before: { status: 'pending', razorpayPaymentId: null },
      after: { status: 'successful', razorpayPaymentId: answer.body.data.transaction.razorpayPaymentId },
    });
  });

  const orderCheckOf = async (transactionId: string) => {
    const [row] = await h.server.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transactionId));
    return row?.razorpayOrderStatus;
  };

  it('lists a declined session until Razorpay, asked after the grace period, says every attempt failed', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(h.server);
    await expect(sandbox.pay(order.order.id, CARD_DECLINED, {})).rejects.toMatchObject({
      body: { reason: 'card_declined' },
    });
    await sandbox.webhooks.settle();
    expect((await listedSoon(transactionId)).transaction.status).toBe('failed');

    await h.server.app.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(await orderCheckOf(transactionId)).toBe('attempted');
    expect(await itemsAbout(transactionId)).toEqual([]);
    expect((await staffView(transactionId)).status).toBe('failed');
  });

  it('records a declined-then-paid order whose webhooks were lost, exactly once, through the job', async () => {
    const { submissionId, order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(h.server);
    await expect(sandbox.pay(order.order.id, CARD_DECLINED, {})).rejects.toMatchObject({
      body: { reason: 'card_declined' },
    });
    await sandbox.webhooks.settle();
    expect((await staffView(transactionId)).status).toBe('failed');
    // The retry on the same order succeeds, the tab closes, and its webhooks never arrive.
    sandbox.webhooks.configure({ paused: true });
    await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    expect((await staffView(transactionId)).status).toBe('failed');

    const later = new Date(Date.now() + 16 * 60_000);
    await Promise.all([h.server.app.payments.reconcile(later), h.server.app.payments.reconcile(later)]);
    await h.server.app.payments.reconcile(later);
    const view = await staffView(transactionId);
    expect(view).toMatchObject({ status: 'successful', paymentMethod: 'card', failureReason: null });
    expect(view.invoiceNumber).toMatch(/^SW\//);
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    const ofSubmission = await h.server.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.submissionId, submissionId));
    expect(ofSubmission.map((row) => [row.status, row.invoiceNumber])).toEqual([['successful', view.invoiceNumber]]);
    expect(await itemsAbout(transactionId)).toEqual([]);
  });

  it('lists an abandoned checkout until Razorpay, asked after the grace period, says nobody tried to pay it', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    expect(await itemsAbout(transactionId)).toEqual([]);
    // Past the grace period and never asked: the customer may have paid.
    expect((await listedSoon(transactionId)).kind).toBe('payment-not-confirmed');
    const later = new Date(Date.now() + 16 * 60_000);
    outage.on = true;
    try {
      await h.server.app.payments.reconcile(later);
    } finally {
      outage.on = false;
    }
    expect(await itemsAbout(transactionId)).toHaveLength(1);

    await h.server.app.payments.reconcile(later);
    expect(await itemsAbout(transactionId)).toEqual([]);
    expect((await staffView(transactionId)).status).toBe('pending');
  });

  it('keeps listing an order with a payment Razorpay authorized but did not capture', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    authorizedOnly.add(order.order.id);
    await listedSoon(transactionId);
    await h.server.app.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(await orderCheckOf(transactionId)).toBe('authorized');
    expect(await itemsAbout(transactionId)).toMatchObject([
      { kind: 'payment-not-confirmed', transaction: { id: transactionId, status: 'pending' } },
    ]);
    authorizedOnly.delete(order.order.id);
    expect((await h.asha.post(`/payment/cancel/${transactionId}`)).status).toBe(200);
    expect(await itemsAbout(transactionId)).toEqual([]);
  });

  it('records the capture once when reconcile-now, the job and a late webhook race', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(h.server);
    sandbox.webhooks.configure({ paused: true });
    await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    const later = new Date(Date.now() + 16 * 60_000);
    const [answers] = await Promise.all([
      Promise.all([1, 2, 3].map(() => h.admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined))),
      h.server.app.payments.reconcile(later),
      h.server.app.payments.reconcile(later),
      sandbox.webhooks.release(),
    ]);
    sandbox.webhooks.configure({ duplicate: false, reorder: false });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const numbers = new Set(answers.map((answer) => answer.body.data.transaction.invoiceNumber));
    expect(numbers.size).toBe(1);
    const invoice = [...numbers][0] as string;
    expect(invoice).toMatch(/^SW\//);
    expect(await reconcileAudit(transactionId)).toHaveLength(3);
    // No number was used up by a racer: the next payment's invoice follows directly.
    const next = await paidTransaction(h.server, h.asha, h.slug);
    expect(Number(next.invoiceNumber.split('/')[2])).toBe(Number(invoice.split('/')[2]) + 1);
  });
});
