import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../src/audit/tables.js';
import { type PaymentProvider, PaymentProviderError, type ProviderPayment } from '../src/payments/payment-provider.js';
import { paymentTransactions } from '../src/payments/tables.js';
import {
  browser,
  CARD_DECLINED,
  CARD_SUCCESS,
  type Customer,
  createService,
  sandboxOf,
  signIn,
} from './support/payments-fixtures.js';
import {
  type Admin,
  adminOf,
  paidTransaction,
  refundMailsTo,
  refundRows,
  settleRefunds,
} from './support/refund-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];
const PRICE_PAISE = 1_499_900;
/** Short grace periods (1.2 s and 1.44 s), so an item's turn to be listed comes within the test. */
const GRACE_ENV = { PAYMENT_CONFIRMATION_GRACE_MINUTES: '0.02', REFUND_PROCESSING_GRACE_HOURS: '0.0004' };
const TEST_SEAMS = { accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } }, mail: { pollMs: 50, retryBaseMs: 100 } };

interface Item {
  kind: string;
  since: string;
  transaction: { id: string; status: string };
  refund: { id: string; status: string } | null;
  otherTransactionIds: string[];
}

/**
 * Money that needs a person (listTransactionsNeedingAttention) and asking Razorpay now (reconcileAdminTransaction),
 * driven through the Razorpay sandbox and its webhooks like the payment race tests.
 */
describe.each(drivers)('transactions needing attention and reconcile-now on %s', (driver) => {
  let server: TestServer;
  let slug: string;
  let admin: Admin;
  let asha: Customer;
  /** When on, every look-up at Razorpay fails as if it could not be reached. */
  const outage = { on: false };
  const unreachable = () => new PaymentProviderError('connect ECONNREFUSED api.razorpay.com');

  /**
   * Orders whose payment Razorpay authorized but has not captured (a delayed capture); the sandbox captures every
   * successful payment, so its answer for these is Razorpay's for such an order.
   */
  const authorizedOnly = new Set<string>();
  const authorizedPayment: ProviderPayment = {
    id: 'pay_AuthorizedOnly01',
    status: 'authorized',
    method: 'card',
    failureReason: null,
  };

  const wrapProvider = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    fetchOrder: async (orderId) => {
      if (outage.on) throw unreachable();
      const order = await provider.fetchOrder(orderId);
      return authorizedOnly.has(orderId) ? { ...order, status: 'attempted' } : order;
    },
    fetchOrderPayments: async (orderId) => {
      if (outage.on) throw unreachable();
      return authorizedOnly.has(orderId) ? [{ ...authorizedPayment }] : provider.fetchOrderPayments(orderId);
    },
    fetchPaymentRefunds: (paymentId) =>
      outage.on ? Promise.reject(unreachable()) : provider.fetchPaymentRefunds(paymentId),
  });

  beforeAll(async () => {
    server = await startTestServer(driver, GRACE_ENV, { ...TEST_SEAMS, payments: { wrapProvider } });
    ({ slug } = await createService(server, { fields: FIELDS, price: PRICE_PAISE / 100 }));
    admin = await adminOf(server);
    asha = await signIn(server);
  });
  afterAll(() => server.close());

  const attention = async (): Promise<Item[]> => {
    const answer = await admin.get('/admin/transactions/attention');
    expect(answer.status).toBe(200);
    return answer.body.data.items;
  };
  const itemsAbout = async (transactionId: string) =>
    (await attention()).filter((item) => item.transaction.id === transactionId);
  /** Waits out the grace period until the transaction is listed. */
  const listedSoon = (transactionId: string) =>
    vi.waitFor(
      async () => {
        const items = await itemsAbout(transactionId);
        expect(items).toHaveLength(1);
        return items[0] as Item;
      },
      { timeout: 10_000, interval: 200 },
    );
  const staffView = async (id: string) => (await admin.get(`/admin/transactions/${id}`)).body.data.transaction;
  const submissionOf = async (id: string) =>
    (await asha.get(`/public/services/submissions/${id}`)).body.data.submission;
  const reconcileAudit = (transactionId: string) =>
    server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'transaction.reconcile'), eq(auditEvents.entityId, transactionId)));

  async function submitAndOrder() {
    const submitted = await asha.submit(slug, { companyName: 'Verma Foods' });
    const submissionId = submitted.body.data.submissionId as string;
    const order = (await asha.post('/payment/create-order', { submissionId })).body.data;
    return { submissionId, order };
  }

  /** The customer pays and closes the tab: no verify, and the webhooks never arrive. */
  async function paidUnseen() {
    const { submissionId, order } = await submitAndOrder();
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    return { submissionId, transactionId: order.transaction.id as string };
  }

  it('records a real double charge, lists it, refunds it in full, and the submission stays paid', async () => {
    const { submissionId, order: first } = await submitAndOrder();
    expect((await asha.post(`/payment/cancel/${first.transaction.id}`)).body.data.transaction.status).toBe('cancelled');
    const second = (await asha.post('/payment/create-order', { submissionId })).body.data;
    expect(second.order.id).not.toBe(first.order.id);
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true, delayMs: 0 });
    const paid = await sandbox.pay(second.order.id, CARD_SUCCESS, {});
    expect((await asha.post('/payment/verify', { ...paid, transactionId: second.transaction.id })).status).toBe(200);
    await sandbox.webhooks.settle();

    // The first session's checkout was still open in another tab: the customer pays it too.
    await sandbox.pay(first.order.id, CARD_SUCCESS, {});
    await sandbox.webhooks.settle();
    sandbox.webhooks.configure({ duplicate: false, reorder: false });

    const extra = await staffView(first.transaction.id);
    expect(extra).toMatchObject({ status: 'successful', amountPaise: PRICE_PAISE, refundablePaise: PRICE_PAISE });
    expect(extra.invoiceNumber).toMatch(/^SW\//);
    expect((await staffView(second.transaction.id)).status).toBe('successful');
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    const again = await asha.post('/payment/create-order', { submissionId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This submission has already been paid');

    const [item] = await itemsAbout(first.transaction.id);
    expect(item).toMatchObject({
      kind: 'double-charge',
      transaction: { id: first.transaction.id, status: 'successful', submissionId },
      refund: null,
      otherTransactionIds: [second.transaction.id],
    });
    expect(await itemsAbout(second.transaction.id)).toEqual([]);

    const refund = await admin.refund(first.transaction.id, { amountPaise: PRICE_PAISE, reason: 'Charged twice' });
    expect(refund.status).toBe(201);
    await settleRefunds(server);
    expect((await staffView(first.transaction.id)).status).toBe('refunded');
    expect(await itemsAbout(first.transaction.id)).toEqual([]);
    expect((await staffView(second.transaction.id)).status).toBe('successful');
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    await refundMailsTo(server, asha.email, 1);

    const [processed] = await refundRows(server, first.transaction.id);
    const progress = (await asha.get(`/public/services/submissions/${submissionId}/progress`)).body.data;
    expect(progress.timeline.filter((event: { kind: string }) => event.kind !== 'submitted')).toEqual([
      { kind: 'paid', at: expect.any(String), detail: null },
      {
        kind: 'refunded',
        at: processed?.creditNotedAt?.toISOString(),
        detail: `₹14,999.00 refunded · credit note ${processed?.creditNoteNumber}`,
      },
    ]);
  });

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

    const answer = await admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined);
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
      staffId: admin.id,
      entity: 'transaction',
      before: { status: 'pending', razorpayPaymentId: null },
      after: { status: 'successful', razorpayPaymentId: answer.body.data.transaction.razorpayPaymentId },
    });
  });

  const orderCheckOf = async (transactionId: string) => {
    const [row] = await server.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, transactionId));
    return row?.razorpayOrderStatus;
  };

  it('lists a declined session until Razorpay, asked after the grace period, says every attempt failed', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(server);
    await expect(sandbox.pay(order.order.id, CARD_DECLINED, {})).rejects.toMatchObject({
      body: { reason: 'card_declined' },
    });
    await sandbox.webhooks.settle();
    expect((await listedSoon(transactionId)).transaction.status).toBe('failed');

    await server.app.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(await orderCheckOf(transactionId)).toBe('attempted');
    expect(await itemsAbout(transactionId)).toEqual([]);
    expect((await staffView(transactionId)).status).toBe('failed');
  });

  it('records a declined-then-paid order whose webhooks were lost, exactly once, through the job', async () => {
    const { submissionId, order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(server);
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
    await Promise.all([server.app.payments.reconcile(later), server.app.payments.reconcile(later)]);
    await server.app.payments.reconcile(later);
    const view = await staffView(transactionId);
    expect(view).toMatchObject({ status: 'successful', paymentMethod: 'card', failureReason: null });
    expect(view.invoiceNumber).toMatch(/^SW\//);
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    const ofSubmission = await server.database.db
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
      await server.app.payments.reconcile(later);
    } finally {
      outage.on = false;
    }
    expect(await itemsAbout(transactionId)).toHaveLength(1);

    await server.app.payments.reconcile(later);
    expect(await itemsAbout(transactionId)).toEqual([]);
    expect((await staffView(transactionId)).status).toBe('pending');
  });

  it('keeps listing an order with a payment Razorpay authorized but did not capture', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    authorizedOnly.add(order.order.id);
    await listedSoon(transactionId);
    await server.app.payments.reconcile(new Date(Date.now() + 16 * 60_000));
    expect(await orderCheckOf(transactionId)).toBe('authorized');
    expect(await itemsAbout(transactionId)).toMatchObject([
      { kind: 'payment-not-confirmed', transaction: { id: transactionId, status: 'pending' } },
    ]);
    authorizedOnly.delete(order.order.id);
    expect((await asha.post(`/payment/cancel/${transactionId}`)).status).toBe(200);
    expect(await itemsAbout(transactionId)).toEqual([]);
  });

  it('records the capture once when reconcile-now, the job and a late webhook race', async () => {
    const { order } = await submitAndOrder();
    const transactionId = order.transaction.id as string;
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    await sandbox.pay(order.order.id, CARD_SUCCESS, {});
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    const later = new Date(Date.now() + 16 * 60_000);
    const [answers] = await Promise.all([
      Promise.all([1, 2, 3].map(() => admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined))),
      server.app.payments.reconcile(later),
      server.app.payments.reconcile(later),
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
    const next = await paidTransaction(server, asha, slug);
    expect(Number(next.invoiceNumber.split('/')[2])).toBe(Number(invoice.split('/')[2]) + 1);
  });

  it('processes a refund once when reconcile-now and the job race, with its credit note on the timeline', async () => {
    const paid = await paidTransaction(server, asha, slug);
    const sandbox = sandboxOf(server);
    sandbox.refunds.configure({ held: true });
    expect((await admin.refund(paid.id, { amountPaise: 200_000, reason: 'Partly done' })).status).toBe(201);
    sandbox.webhooks.configure({ paused: true });
    await sandbox.refunds.settle();
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    sandbox.refunds.configure({ held: false });
    expect((await staffView(paid.id)).refunds[0].status).toBe('pending');

    const later = new Date(Date.now() + 16 * 60_000);
    const [answers] = await Promise.all([
      Promise.all([1, 2].map(() => admin.post(`/admin/transactions/${paid.id}/reconcile`, undefined))),
      server.app.payments.reconcileRefunds(later),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const view = await staffView(paid.id);
    expect(view).toMatchObject({ status: 'successful', refundedPaise: 200_000 });
    expect(view.refunds).toHaveLength(1);
    expect(view.refunds[0].status).toBe('processed');
    await refundMailsTo(server, asha.email, 2);

    const progress = (await asha.get(`/public/services/submissions/${paid.submissionId}/progress`)).body.data;
    expect(progress.timeline.filter((event: { kind: string }) => event.kind === 'refunded')).toEqual([
      {
        kind: 'refunded',
        at: view.refunds[0].creditNote.date,
        detail: `₹2,000.00 refunded · credit note ${view.refunds[0].creditNote.number}`,
      },
    ]);
  });

  it('lists a refund Razorpay has not processed after the grace period, and a failed one still owed', async () => {
    const paid = await paidTransaction(server, asha, slug);
    const sandbox = sandboxOf(server);
    sandbox.refunds.configure({ held: true });
    const slow = await admin.refund(paid.id, { amountPaise: 100_000, reason: 'Slow bank' });
    expect(slow.status).toBe(201);
    expect(await itemsAbout(paid.id)).toEqual([]);
    const stuck = await listedSoon(paid.id);
    expect(stuck).toMatchObject({
      kind: 'refund-not-processed',
      refund: { id: slow.body.data.refund.id, status: 'pending' },
    });
    expect(stuck.since).toBe(slow.body.data.refund.createdAt);
    await settleRefunds(server);
    sandbox.refunds.configure({ held: false });
    expect(await itemsAbout(paid.id)).toEqual([]);

    sandbox.refunds.configure({ outcome: 'failed' });
    const bounced = await admin.refund(paid.id, { amountPaise: 300_000, reason: 'Bank closed' });
    await settleRefunds(server);
    sandbox.refunds.configure({ outcome: 'processed' });
    const [owed] = await itemsAbout(paid.id);
    expect(owed).toMatchObject({
      kind: 'refund-not-processed',
      refund: { id: bounced.body.data.refund.id, status: 'failed' },
    });
    expect((await admin.refund(paid.id, { amountPaise: 300_000, reason: 'Bank closed, again' })).status).toBe(201);
    await settleRefunds(server);
    expect(await itemsAbout(paid.id)).toEqual([]);
  });

  it('answers 502 and changes nothing when Razorpay cannot be asked', async () => {
    const { transactionId } = await paidUnseen();
    outage.on = true;
    try {
      const answer = await admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        success: false,
        message: 'Razorpay could not be asked. Nothing was changed; please try again.',
      });
    } finally {
      outage.on = false;
    }
    expect((await staffView(transactionId)).status).toBe('pending');
    expect(await reconcileAudit(transactionId)).toEqual([]);
    const missing = await admin.post('/admin/transactions/00000000-0000-4000-8000-000000000000/reconcile', undefined);
    expect(missing.status).toBe(404);
  });

  it('is for admins only', async () => {
    const { transactionId } = await paidUnseen();
    const operator = browser(server, (await staffTokenFor(server, 'operator')).token);
    expect((await operator.get('/admin/transactions/attention')).status).toBe(403);
    expect((await operator.post(`/admin/transactions/${transactionId}/reconcile`)).status).toBe(403);
    expect((await asha.get('/admin/transactions/attention')).status).toBe(401);
    expect((await staffView(transactionId)).status).toBe('pending');
  });
});
