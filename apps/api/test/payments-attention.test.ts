import { describe, expect, it } from 'vitest';
import { type AttentionItem, attentionHarness, PRICE_PAISE } from './support/attention-harness.js';
import { browser, CARD_SUCCESS, sandboxOf } from './support/payments-fixtures.js';
import { paidTransaction, refundMailsTo, refundRows, settleRefunds } from './support/refund-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

/**
 * Money that needs a person (listTransactionsNeedingAttention): double charges and refunds Razorpay has not processed,
 * and asking Razorpay now (reconcileAdminTransaction) for a refund, driven through the sandbox and its webhooks.
 * Payments nobody confirmed are in payments-unconfirmed.test.ts.
 */
describe.each(drivers)('double charges, refunds needing attention and reconcile-now on %s', (driver) => {
  const h = attentionHarness(driver);
  const { outage, itemsAbout, listedSoon, staffView, submissionOf, reconcileAudit } = h;
  const { submitAndOrder, paidUnseen } = h;

  it('records a real double charge, lists it, refunds it in full, and the submission stays paid', async () => {
    const { submissionId, order: first } = await submitAndOrder();
    expect((await h.asha.post(`/payment/cancel/${first.transaction.id}`)).body.data.transaction.status).toBe(
      'cancelled',
    );
    const second = (await h.asha.post('/payment/create-order', { submissionId })).body.data;
    expect(second.order.id).not.toBe(first.order.id);
    const sandbox = sandboxOf(h.server);
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true, delayMs: 0 });
    const paid = await sandbox.pay(second.order.id, CARD_SUCCESS, {});
    expect((await h.asha.post('/payment/verify', { ...paid, transactionId: second.transaction.id })).status).toBe(200);
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
    const again = await h.asha.post('/payment/create-order', { submissionId });
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

    const refund = await h.admin.refund(first.transaction.id, { amountPaise: PRICE_PAISE, reason: 'Charged twice' });
    expect(refund.status).toBe(201);
    await settleRefunds(h.server);
    expect((await staffView(first.transaction.id)).status).toBe('refunded');
    expect(await itemsAbout(first.transaction.id)).toEqual([]);
    expect((await staffView(second.transaction.id)).status).toBe('successful');
    expect((await submissionOf(submissionId)).paymentStatus).toBe('paid');
    await refundMailsTo(h.server, h.asha.email, 1);

    const [processed] = await refundRows(h.server, first.transaction.id);
    const progress = (await h.asha.get(`/public/services/submissions/${submissionId}/progress`)).body.data;
    expect(progress.timeline.filter((event: { kind: string }) => event.kind !== 'submitted')).toEqual([
      { kind: 'paid', at: expect.any(String), detail: null },
      {
        kind: 'refunded',
        at: processed?.creditNotedAt?.toISOString(),
        detail: `₹14,999.00 refunded · credit note ${processed?.creditNoteNumber}`,
      },
    ]);
  });

  it('processes a refund once when reconcile-now and the job race, with its credit note on the timeline', async () => {
    const paid = await paidTransaction(h.server, h.asha, h.slug);
    const sandbox = sandboxOf(h.server);
    sandbox.refunds.configure({ held: true });
    expect((await h.admin.refund(paid.id, { amountPaise: 200_000, reason: 'Partly done' })).status).toBe(201);
    sandbox.webhooks.configure({ paused: true });
    await sandbox.refunds.settle();
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    sandbox.refunds.configure({ held: false });
    expect((await staffView(paid.id)).refunds[0].status).toBe('pending');

    const later = new Date(Date.now() + 16 * 60_000);
    const [answers] = await Promise.all([
      Promise.all([1, 2].map(() => h.admin.post(`/admin/transactions/${paid.id}/reconcile`, undefined))),
      h.server.app.payments.reconcileRefunds(later),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const view = await staffView(paid.id);
    expect(view).toMatchObject({ status: 'successful', refundedPaise: 200_000 });
    expect(view.refunds).toHaveLength(1);
    expect(view.refunds[0].status).toBe('processed');
    await refundMailsTo(h.server, h.asha.email, 2);

    const progress = (await h.asha.get(`/public/services/submissions/${paid.submissionId}/progress`)).body.data;
    expect(progress.timeline.filter((event: { kind: string }) => event.kind === 'refunded')).toEqual([
      {
        kind: 'refunded',
        at: view.refunds[0].creditNote.date,
        detail: `₹2,000.00 refunded · credit note ${view.refunds[0].creditNote.number}`,
      },
    ]);
  });

  it('lists a refund Razorpay has not processed after the grace period, and a failed one still owed', async () => {
    const paid = await paidTransaction(h.server, h.asha, h.slug);
    const sandbox = sandboxOf(h.server);
    sandbox.refunds.configure({ held: true });
    const slow = await h.admin.refund(paid.id, { amountPaise: 100_000, reason: 'Slow bank' });
    expect(slow.status).toBe(201);
    expect(await itemsAbout(paid.id)).toEqual([]);
    const stuck = await listedSoon(paid.id);
    expect(stuck).toMatchObject({
      kind: 'refund-not-processed',
      refund: { id: slow.body.data.refund.id, status: 'pending' },
    });
    expect(stuck.since).toBe(slow.body.data.refund.createdAt);
    await settleRefunds(h.server);
    sandbox.refunds.configure({ held: false });
    expect(await itemsAbout(paid.id)).toEqual([]);

    sandbox.refunds.configure({ outcome: 'failed' });
    const bounced = await h.admin.refund(paid.id, { amountPaise: 300_000, reason: 'Bank closed' });
    await settleRefunds(h.server);
    sandbox.refunds.configure({ outcome: 'processed' });
    const [owed] = await itemsAbout(paid.id);
    expect(owed).toMatchObject({
      kind: 'refund-not-processed',
      refund: { id: bounced.body.data.refund.id, status: 'failed' },
    });
    expect((await h.admin.refund(paid.id, { amountPaise: 300_000, reason: 'Bank closed, again' })).status).toBe(201);
    await settleRefunds(h.server);
    expect(await itemsAbout(paid.id)).toEqual([]);
  });

  it('answers 502 and changes nothing when Razorpay cannot be asked', async () => {
    const { transactionId } = await paidUnseen();
    outage.on = true;
    try {
      const answer = await h.admin.post(`/admin/transactions/${transactionId}/reconcile`, undefined);
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
    const missing = await h.admin.post('/admin/transactions/00000000-0000-4000-8000-000000000000/reconcile', undefined);
    expect(missing.status).toBe(404);
  });

  it('lists a page at a time, oldest first: the pages add up to the whole list, and a stranger cursor is refused', async () => {
    const unconfirmed: string[] = [];
    for (let i = 0; i < 5; i += 1) unconfirmed.push((await paidUnseen()).transactionId);
    for (const transactionId of unconfirmed) await listedSoon(transactionId);

    const whole = await h.attentionPages(100);
    expect(whole.sizes).toHaveLength(1);
    const paged = await h.attentionPages(2);
    const lastSize = whole.items.length % 2 || 2;
    expect(paged.sizes).toEqual([...Array(Math.ceil(whole.items.length / 2) - 1).fill(2), lastSize]);
    const finding = (item: AttentionItem) => `${item.kind} ${item.transaction.id} ${item.refund?.id ?? ''}`;
    expect(paged.items.map(finding)).toEqual(whole.items.map(finding));
    const since = whole.items.map((item) => item.since);
    expect(since).toEqual(since.toSorted());
    expect(whole.items.filter((item) => unconfirmed.includes(item.transaction.id))).toHaveLength(5);

    const stranger = Buffer.from(JSON.stringify({ order: 'queue', page: 2, values: [] })).toString('base64url');
    const refused = await h.admin.get(`/admin/transactions/attention?cursor=${stranger}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This cursor does not belong to this list; start again from the first page');
  });

  it('is for admins only', async () => {
    const { transactionId } = await paidUnseen();
    const operator = browser(h.server, (await staffTokenFor(h.server, 'operator')).token);
    expect((await operator.get('/admin/transactions/attention')).status).toBe(403);
    expect((await operator.post(`/admin/transactions/${transactionId}/reconcile`)).status).toBe(403);
    expect((await h.asha.get('/admin/transactions/attention')).status).toBe(401);
    expect((await staffView(transactionId)).status).toBe('pending');
  });
});
