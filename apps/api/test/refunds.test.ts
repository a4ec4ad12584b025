import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds } from '../src/modules/payments/tables.js';
import { COMPANY_NAME_FORM, paidTransaction, sandboxOf, setUpShop } from './support/payments-fixtures.js';
import {
  adminOf,
  razorpayRefunds,
  refundAuditOf,
  refundMailsTo,
  refundRows,
  settleRefunds,
} from './support/refund-fixtures.js';
import { staffTokenFor } from './support/staff-fixtures.js';
import { drivers } from './support/test-server.js';

describe.each(drivers)('refunds on %s', (driver) => {
  const shop = setUpShop(driver, { fields: COMPANY_NAME_FORM, price: 14999 });
  const paid = () => paidTransaction(shop.server, shop.asha, shop.slug);

  it('refunds a payment in full: pending, then processed by the webhook, with a credit note, an audit row and a mail', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    const before = (await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction;
    expect(before).toMatchObject({ amountPaise: 1_499_900, refundedPaise: 0, refundablePaise: 1_499_900, refunds: [] });
    expect(before.customer).toMatchObject({ fullName: 'Asha Verma', email: shop.asha.email });

    const sandbox = sandboxOf(shop.server);
    sandbox.refunds.configure({ held: true });
    const answer = await admin.refund(transaction.id, { amountPaise: 1_499_900, reason: 'Service not available' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Refund requested');
    const { refund } = answer.body.data;
    expect(refund).toMatchObject({
      transactionId: transaction.id,
      amountPaise: 1_499_900,
      speed: 'normal',
      reason: 'Service not available',
      status: 'pending',
      razorpayRefundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      creditNote: null,
      requestedBy: admin.id,
    });
    expect(answer.body.data.transaction).toMatchObject({ status: 'successful', refundablePaise: 0, refundedPaise: 0 });

    sandbox.refunds.configure({ held: false });
    await settleRefunds(shop.server);
    const after = (await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction;
    expect(after).toMatchObject({
      status: 'refunded',
      refundedPaise: 1_499_900,
      refundablePaise: 0,
      refundedAmount: 14999,
    });
    const [processed] = after.refunds;
    expect(processed).toMatchObject({ id: refund.id, status: 'processed' });
    expect(processed.creditNote.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{5}$/);

    // Razorpay made one refund, and knows it by our refund id.
    expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toEqual([
      expect.objectContaining({ amount: 1_499_900, status: 'processed', receipt: refund.id }),
    ]);
    const audit = await refundAuditOf(shop.server, transaction.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: admin.id,
      entity: 'transaction',
      after: { refundId: refund.id, amountPaise: 1_499_900, reason: 'Service not available' },
    });

    // The customer: Refunded, with the credit note beside the invoice, and a mail.
    const mine = (await shop.asha.get(`/payment/transaction/${transaction.id}`)).body.data.transaction;
    expect(mine).toMatchObject({ status: 'refunded', refundedAmount: 14999 });
    expect(mine.creditNotes).toEqual([
      { id: refund.id, number: processed.creditNote.number, date: processed.creditNote.date, amount: 14999 },
    ]);
    const submission = (await shop.asha.get(`/public/services/submissions/${transaction.submissionId}`)).body.data
      .submission;
    expect(submission.paymentStatus).toBe('refunded');
    expect(submission.transaction.creditNotes).toHaveLength(1);
    const [mail] = await refundMailsTo(shop.server, shop.asha.email, 1);
    expect(mail?.subject).toBe('Private Limited Company Registration: your refund of ₹14,999.00 is on its way');
    expect(mail?.textBody).toContain('We have refunded your payment of ₹14,999.00');
    expect(mail?.textBody).toContain(processed.creditNote.number);
    expect(mail?.textBody).toContain(`/submissions/${transaction.submissionId}`);

    // Nothing is left to refund, and a refunded payment cannot be refunded again.
    const again = await admin.refund(transaction.id, { amountPaise: 100, reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'This payment has been refunded in full already' });
  });

  it('adds partial refunds up; the sale stays successful until the last rupee, then turns refunded', async () => {
    const admin = await adminOf(shop.server);
    const customer = shop.ravi;
    const transaction = await paidTransaction(shop.server, customer, shop.slug);
    const refundedToday = async () =>
      (await admin.get('/admin/dashboard')).body.data.dashboard.revenue.today.refundedPaise as number;
    const before = await refundedToday();
    const first = await admin.refund(transaction.id, { amountPaise: 500_000, reason: 'Government fee not needed' });
    expect(first.status).toBe(201);
    await settleRefunds(shop.server);
    // The dashboard's revenue is net of partial refunds too, counted when processed.
    expect((await refundedToday()) - before).toBe(500_000);
    let view = (await customer.get(`/payment/transaction/${transaction.id}`)).body.data.transaction;
    expect(view).toMatchObject({ status: 'successful', refundedAmount: 5000 });
    expect(view.creditNotes).toHaveLength(1);
    expect(
      (await customer.get(`/public/services/submissions/${transaction.submissionId}`)).body.data.submission
        .paymentStatus,
    ).toBe('paid');

    const tooMuch = await admin.refund(transaction.id, { amountPaise: 999_901, reason: 'Everything else' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toEqual({
      success: false,
      message: 'At most ₹9,999.00 can still be refunded',
      errors: [{ field: 'amountPaise', message: 'At most ₹9,999.00 can still be refunded' }],
    });

    const second = await admin.refund(transaction.id, { amountPaise: 999_900, reason: 'Everything else' });
    expect(second.status).toBe(201);
    await settleRefunds(shop.server);
    view = (await customer.get(`/payment/transaction/${transaction.id}`)).body.data.transaction;
    expect(view).toMatchObject({ status: 'refunded', refundedAmount: 14999 });
    const numbers = view.creditNotes.map((note: { number: string }) => Number(note.number.split('/')[2]));
    expect(numbers[1] - numbers[0]).toBeGreaterThanOrEqual(1);
    expect(view.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([5000, 9999]);
    expect(
      (await customer.get(`/public/services/submissions/${transaction.submissionId}`)).body.data.submission
        .paymentStatus,
    ).toBe('refunded');
    const mails = await refundMailsTo(shop.server, customer.email, 2);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Private Limited Company Registration: your refund of ₹5,000.00 is on its way',
      'Private Limited Company Registration: your refund of ₹9,999.00 is on its way',
    ]);
    expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toHaveLength(2);
    expect(await refundAuditOf(shop.server, transaction.id)).toHaveLength(2);
  });

  it('processes an instant refund in Razorpay’s answer', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    const answer = await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Goodwill', speed: 'optimum' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe('Refund processed');
    expect(answer.body.data.refund).toMatchObject({ speed: 'optimum', status: 'processed' });
    expect(answer.body.data.transaction).toMatchObject({ refundedPaise: 100_000, refundablePaise: 1_399_900 });
    await settleRefunds(shop.server);
    expect((await refundRows(shop.server, transaction.id)).map((row) => row.status)).toEqual(['processed']);
  });

  it('refuses an over-refund without asking Razorpay, and anything but a successful payment', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    const over = await admin.refund(transaction.id, { amountPaise: 1_499_901, reason: 'Too much' });
    expect(over.status).toBe(422);
    expect(over.body.message).toBe('At most ₹14,999.00 can still be refunded');
    expect(await refundRows(shop.server, transaction.id)).toEqual([]);
    expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toEqual([]);
    expect(await refundAuditOf(shop.server, transaction.id)).toEqual([]);

    const submitted = await shop.asha.submit(shop.slug, { companyName: 'Unpaid' });
    const order = (await shop.asha.post('/payment/create-order', { submissionId: submitted.body.data.submissionId }))
      .body.data;
    const unpaid = await admin.refund(order.transaction.id, { amountPaise: 100, reason: 'Nothing paid' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('Only a successful payment can be refunded');
    const unknown = await admin.refund(randomUUID(), { amountPaise: 100, reason: 'Who?' });
    expect(unknown.status).toBe(404);
    expect((await admin.get(`/admin/transactions/${randomUUID()}`)).status).toBe(404);
    for (const body of [
      { amountPaise: 99, reason: 'Below ₹1' },
      { amountPaise: 100.5, reason: 'Fractions of a paisa' },
      { amountPaise: 100, reason: '   ' },
      { amountPaise: 100 },
      { amountPaise: 100, reason: 'x', extra: true },
    ]) {
      expect((await admin.refund(transaction.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const noKey = await admin.post(`/admin/transactions/${transaction.id}/refunds`, { amountPaise: 100, reason: 'x' });
    expect(noKey.status).toBe(400);
  });

  it('lets only admins refund: an operator gets 403', async () => {
    const transaction = await paid();
    const operator = await staffTokenFor(shop.server, 'operator');
    const answer = await fetch(`${shop.server.baseUrl}/api/admin/transactions/${transaction.id}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${operator.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amountPaise: 100, reason: 'Not mine to give' }),
    });
    expect(answer.status).toBe(403);
    expect(await refundRows(shop.server, transaction.id)).toEqual([]);
  });

  it('answers a retry with the same key with the same refund, and refuses the key for another refund', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    const key = randomUUID();
    const body = { amountPaise: 200_000, reason: 'Duplicate order' };
    const first = await admin.refund(transaction.id, body, key);
    await settleRefunds(shop.server);
    const retry = await admin.refund(transaction.id, body, key);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.message).toBe('This refund was requested before: here it is as it stands');
    expect(retry.body.data.refund).toMatchObject({ id: first.body.data.refund.id, status: 'processed' });
    const reused = await admin.refund(transaction.id, { ...body, amountPaise: 300_000 }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual([
      { field: 'Idempotency-Key', message: 'This Idempotency-Key was already used for a different refund' },
    ]);
    expect(await refundRows(shop.server, transaction.id)).toHaveLength(1);
    expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toHaveLength(1);
  });

  it('records a refund Razorpay fails: no credit note, and its amount is refundable again', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    const sandbox = sandboxOf(shop.server);
    sandbox.refunds.configure({ outcome: 'failed' });
    try {
      expect((await admin.refund(transaction.id, { amountPaise: 1_499_900, reason: 'Bank closed' })).status).toBe(201);
      await settleRefunds(shop.server);
    } finally {
      sandbox.refunds.configure({ outcome: 'processed' });
    }
    const after = (await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction;
    expect(after).toMatchObject({ status: 'successful', refundedPaise: 0, refundablePaise: 1_499_900 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        status: 'failed',
        creditNote: null,
        failureReason: 'Razorpay reported the refund as failed',
      }),
    ]);
    expect((await shop.asha.get(`/payment/transaction/${transaction.id}`)).body.data.transaction.creditNotes).toEqual(
      [],
    );
    const retry = await admin.refund(transaction.id, { amountPaise: 1_499_900, reason: 'Bank open again' });
    expect(retry.status).toBe(201);
    await settleRefunds(shop.server);
    expect((await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction.status).toBe('refunded');
  });

  it('records a refund Razorpay refuses as failed and answers 502', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paid();
    // Razorpay's own books say the payment is already refunded in full (a refund made in its Dashboard whose
    // webhooks never reached us): it refuses, and our refund ends failed.
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true });
    await fetch(`${sandbox.apiUrl()}/v1/payments/${transaction.razorpayPaymentId}/refund`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${sandbox.keys.keyId}:${sandbox.keys.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    await sandbox.refunds.settle();
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    const refused = await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Partial' });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/^Razorpay refused the refund: .*fully refunded already/);
    expect(await refundRows(shop.server, transaction.id)).toEqual([
      expect.objectContaining({ status: 'failed', amountPaise: 100_000 }),
    ]);
    sandbox.webhooks.drop();
  });

  it('lets staff reject a paid submission once its payment is refunded in full, not before', async () => {
    const admin = await adminOf(shop.server);
    const operator = await staffTokenFor(shop.server, 'operator');
    const transaction = await paid();
    const reject = () =>
      fetch(`${shop.server.baseUrl}/api/admin/submissions/${transaction.submissionId}/status`, {
        method: 'POST',
        headers: { authorization: `Bearer ${operator.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'rejected', reason: 'We cannot register this name' }),
      });
    expect((await reject()).status).toBe(409);
    await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Partial goodwill' });
    await settleRefunds(shop.server);
    expect((await reject()).status).toBe(409);
    await admin.refund(transaction.id, { amountPaise: 1_399_900, reason: 'The rest' });
    await settleRefunds(shop.server);
    const rejected = await reject();
    expect(rejected.status).toBe(200);
  });

  it('never lets refunds exceed the captured amount in the database itself (the trigger)', async () => {
    const transaction = await paid();
    const { db } = shop.server.database;
    const row = (amountPaise: number, status: 'requested' | 'failed' = 'requested') => ({
      id: randomUUID(),
      transactionId: transaction.id,
      amountPaise,
      status,
    });
    await db.insert(paymentRefunds).values(row(1_000_000));
    await db.insert(paymentRefunds).values(row(1_000_000, 'failed'));
    const over = await db
      .insert(paymentRefunds)
      .values(row(499_901))
      .catch((error: unknown) => error);
    expect(String((over as { cause?: unknown }).cause ?? over)).toMatch(/would exceed the 1499900 paise it captured/);
    await db.insert(paymentRefunds).values(row(499_900));
    // Reviving a failed refund would exceed it too.
    const revive = await db
      .execute(
        sql`update payment_refunds set status = 'pending' where transaction_id = ${transaction.id} and status = 'failed'`,
      )
      .catch((error: unknown) => error);
    expect(revive).toBeInstanceOf(Error);
    const [total] = await db
      .select({ sum: sql<number>`sum(amount_paise)::int` })
      .from(paymentRefunds)
      .where(sql`transaction_id = ${transaction.id} and status <> 'failed'`);
    expect(total?.sum).toBe(1_499_900);
  });
});
