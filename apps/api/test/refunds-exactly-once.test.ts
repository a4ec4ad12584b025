import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/payments/payment-provider.js';
import { browser, type Customer, createService, sandboxOf, signIn } from './support/payments-fixtures.js';
import {
  adminOf,
  paidTransaction,
  razorpayRefunds,
  refundAuditOf,
  refundMailsTo,
  refundRows,
  settleRefunds,
} from './support/refund-fixtures.js';
import { drivers, restartTestServer, startTestServer, type TestServer } from './support/test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];
const TEST_SEAMS = { accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } }, mail: { pollMs: 50, retryBaseMs: 100 } };

/** How the wrapped provider misbehaves on the next refund call. */
type Mode = 'plain' | 'webhooks-first' | 'stop-before-razorpay' | 'stop-after-razorpay';

/**
 * Exactly one refund whatever happens around the Razorpay call: the same harness as the payment races (the sandbox's
 * webhooks held, duplicated, reordered, delivered before the API answer), plus a provider that stops "the process"
 * just before or just after Razorpay acts, and a restart on the same database.
 */
describe.each(drivers)('refunds exactly once on %s', (driver) => {
  let server: TestServer;
  let slug: string;
  let customer: Customer;
  const mode: { next: Mode } = { next: 'plain' };

  /** Razorpay's client, wrapped so a test can put the webhooks before the answer or stop the process mid-call. */
  const wrapProvider = (provider: PaymentProvider): PaymentProvider => ({
    ...provider,
    async refund(paymentId, request) {
      const current = mode.next;
      mode.next = 'plain';
      if (current === 'stop-before-razorpay') throw new Error('The process stopped before calling Razorpay');
      const answer = await provider.refund(paymentId, request);
      if (current === 'stop-after-razorpay') throw new Error('The process stopped before recording the answer');
      if (current === 'webhooks-first') await settleRefunds(server);
      return answer;
    },
  });

  beforeAll(async () => {
    server = await startTestServer(driver, {}, { ...TEST_SEAMS, payments: { wrapProvider } });
    ({ slug } = await createService(server, { fields: FIELDS, price: 4999 }));
    customer = await signIn(server);
  });
  afterAll(() => server.close());

  /** Stops the server and starts it again on the same database; the customer's session carries on. */
  async function restart() {
    server = await restartTestServer(server, { ...TEST_SEAMS, payments: { wrapProvider } });
    customer = { ...browser(server, customer.token), email: customer.email, fullName: customer.fullName };
  }

  /** What must hold after any of these stories: one refund here and at Razorpay, processed once, credited once. */
  async function expectExactlyOneRefund(transaction: { id: string; razorpayPaymentId: string }, amountPaise: number) {
    const rows = await refundRows(server, transaction.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', amountPaise, creditNoteNumber: expect.any(String) });
    const atRazorpay = await razorpayRefunds(server, transaction.razorpayPaymentId);
    expect(atRazorpay).toEqual([expect.objectContaining({ amount: amountPaise, receipt: rows[0]?.id })]);
    expect(rows[0]?.razorpayRefundId).toBe(atRazorpay[0]?.id);
    const admin = await adminOf(server);
    const view = (await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction;
    expect(view.refundedPaise).toBe(amountPaise);
    expect(await refundAuditOf(server, transaction.id)).toHaveLength(1);
    return rows[0];
  }

  it('makes one refund from five identical requests racing (a double click, a retry after a timeout)', async () => {
    const admin = await adminOf(server);
    const transaction = await paidTransaction(server, customer, slug);
    const key = randomUUID();
    const body = { amountPaise: 499_900, reason: 'Double click' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.refund(transaction.id, body, key)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.refund.id)).size).toBe(1);
    await settleRefunds(server);
    await expectExactlyOneRefund(transaction, 499_900);
    await refundMailsTo(server, customer.email, 1);
  });

  it('makes one full refund when five requests with different keys race for it: the rest are refused', async () => {
    const admin = await adminOf(server);
    const transaction = await paidTransaction(server, customer, slug);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Two admins' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422]);
    await settleRefunds(server);
    await expectExactlyOneRefund(transaction, 499_900);
  });

  it('records the webhooks that arrive before the API answer, and the late answer changes nothing', async () => {
    const admin = await adminOf(server);
    const transaction = await paidTransaction(server, customer, slug);
    mode.next = 'webhooks-first';
    const answer = await admin.refund(transaction.id, { amountPaise: 200_000, reason: 'Webhook first' });
    expect(answer.status).toBe(201);
    // Razorpay answered `pending`, but refund.processed had already been applied: a status never moves back.
    expect(answer.body.data.refund).toMatchObject({ status: 'processed', creditNote: { number: expect.any(String) } });
    await settleRefunds(server);
    await expectExactlyOneRefund(transaction, 200_000);
  });

  it('applies late webhooks, duplicated and reordered, once', async () => {
    const admin = await adminOf(server);
    const transaction = await paidTransaction(server, customer, slug);
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    const answer = await admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Late webhooks' });
    expect(answer.body.data.refund.status).toBe('pending');
    await sandbox.refunds.settle();
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    await sandbox.webhooks.release();
    sandbox.webhooks.configure({ duplicate: false, reorder: false });
    const refund = await expectExactlyOneRefund(transaction, 499_900);
    const numbers = new Set((await refundRows(server, transaction.id)).map((row) => row.creditNoteNumber));
    expect(numbers).toEqual(new Set([refund?.creditNoteNumber]));
    expect(
      sandbox.webhooks.deliveries.filter((delivery) => delivery.event.startsWith('refund.') && delivery.status === 200)
        .length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('settles a refund whose webhooks never come through reconciliation, once', async () => {
    const admin = await adminOf(server);
    const transaction = await paidTransaction(server, customer, slug);
    const sandbox = sandboxOf(server);
    sandbox.webhooks.configure({ paused: true });
    await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Lost webhooks' });
    await sandbox.refunds.settle();
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    expect((await refundRows(server, transaction.id))[0]?.status).toBe('pending');
    expect((await server.app.payments.reconcileRefunds(new Date())).settled).toBe(0);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect((await server.app.payments.reconcileRefunds(later)).settled).toBeGreaterThanOrEqual(1);
    expect((await server.app.payments.reconcileRefunds(later)).settled).toBe(0);
    await expectExactlyOneRefund(transaction, 100_000);
  });

  describe('with a restart in between', () => {
    it('finds the refund Razorpay made before the process stopped: a retry with the same key answers it', async () => {
      const admin = await adminOf(server);
      const transaction = await paidTransaction(server, customer, slug);
      const sandbox = sandboxOf(server);
      sandbox.webhooks.configure({ paused: true });
      sandbox.refunds.configure({ held: true });
      const key = randomUUID();
      const body = { amountPaise: 300_000, reason: 'Restart after Razorpay' };
      mode.next = 'stop-after-razorpay';
      expect((await admin.refund(transaction.id, body, key)).status).toBe(500);
      expect((await refundRows(server, transaction.id))[0]?.status).toBe('requested');
      expect(await razorpayRefunds(server, transaction.razorpayPaymentId)).toHaveLength(1);

      // The process goes away with the webhooks it was about to deliver; a new one starts on the same database.
      sandbox.webhooks.drop();
      await restart();
      const again = await (await adminOf(server)).refund(transaction.id, body, key);
      expect(again.status).toBe(200);
      expect(again.body.data.refund).toMatchObject({ status: 'pending', razorpayRefundId: expect.any(String) });
      sandboxOf(server).refunds.configure({ held: false });
      await settleRefunds(server);
      await expectExactlyOneRefund(transaction, 300_000);
    });

    it('has reconciliation finish a refund the stopped process had made, with no retry from anyone', async () => {
      const admin = await adminOf(server);
      const transaction = await paidTransaction(server, customer, slug);
      sandboxOf(server).webhooks.configure({ paused: true });
      mode.next = 'stop-after-razorpay';
      await admin.refund(transaction.id, { amountPaise: 150_000, reason: 'Nobody retries' });
      await sandboxOf(server).refunds.settle();
      sandboxOf(server).webhooks.drop();
      await restart();

      expect((await server.app.payments.reconcileRefunds(new Date())).checked).toBe(0);
      const later = new Date(Date.now() + 3 * 60 * 1000);
      expect((await server.app.payments.reconcileRefunds(later)).settled).toBe(1);
      await settleRefunds(server);
      await expectExactlyOneRefund(transaction, 150_000);
    });

    it('sends a refund the process stored but never sent, once, from reconciliation', async () => {
      const admin = await adminOf(server);
      const transaction = await paidTransaction(server, customer, slug);
      mode.next = 'stop-before-razorpay';
      expect((await admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Never sent' })).status).toBe(500);
      expect(await razorpayRefunds(server, transaction.razorpayPaymentId)).toEqual([]);
      // Its amount stays reserved while its fate is open: no second refund can take it meanwhile.
      expect((await admin.refund(transaction.id, { amountPaise: 100, reason: 'Meanwhile' })).status).toBe(422);
      await restart();

      const later = new Date(Date.now() + 3 * 60 * 1000);
      expect((await server.app.payments.reconcileRefunds(later)).settled).toBe(1);
      expect((await server.app.payments.reconcileRefunds(later)).checked).toBe(0);
      await settleRefunds(server);
      await expectExactlyOneRefund(transaction, 499_900);
      expect((await customer.get(`/payment/transaction/${transaction.id}`)).body.data.transaction.status).toBe(
        'refunded',
      );
    });
  });
});
