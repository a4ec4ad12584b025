import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../src/modules/payments/payment-provider.js';
import { COMPANY_NAME_FORM, paidTransaction, sandboxOf, setUpShop } from './support/payments-fixtures.js';
import {
  adminOf,
  razorpayRefunds,
  refundAuditOf,
  refundMailsTo,
  refundRows,
  settleRefunds,
} from './support/refund-fixtures.js';
import { drivers } from './support/test-server.js';

/** How the wrapped provider misbehaves on the next refund call. */
type Mode = 'plain' | 'webhooks-first' | 'stop-before-razorpay' | 'stop-after-razorpay';

/**
 * Exactly one refund whatever happens around the Razorpay call: the same harness as the payment races (the sandbox's
 * webhooks held, duplicated, reordered, delivered before the API answer), plus a provider that stops "the process"
 * just before or just after Razorpay acts, and a restart on the same database.
 */
describe.each(drivers)('refunds exactly once on %s', (driver) => {
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
      if (current === 'webhooks-first') await settleRefunds(shop.server);
      return answer;
    },
  });
  const shop = setUpShop(driver, { fields: COMPANY_NAME_FORM, price: 4999 }, { payments: { wrapProvider } });

  /** What must hold after any of these stories: one refund here and at Razorpay, processed once, credited once. */
  async function expectExactlyOneRefund(transaction: { id: string; razorpayPaymentId: string }, amountPaise: number) {
    const rows = await refundRows(shop.server, transaction.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'processed', amountPaise, creditNoteNumber: expect.any(String) });
    const atRazorpay = await razorpayRefunds(shop.server, transaction.razorpayPaymentId);
    expect(atRazorpay).toEqual([expect.objectContaining({ amount: amountPaise, receipt: rows[0]?.id })]);
    expect(rows[0]?.razorpayRefundId).toBe(atRazorpay[0]?.id);
    const admin = await adminOf(shop.server);
    const view = (await admin.get(`/admin/transactions/${transaction.id}`)).body.data.transaction;
    expect(view.refundedPaise).toBe(amountPaise);
    expect(await refundAuditOf(shop.server, transaction.id)).toHaveLength(1);
    return rows[0];
  }

  it('makes one refund from five identical requests racing (a double click, a retry after a timeout)', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
    const key = randomUUID();
    const body = { amountPaise: 499_900, reason: 'Double click' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.refund(transaction.id, body, key)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data.refund.id)).size).toBe(1);
    await settleRefunds(shop.server);
    await expectExactlyOneRefund(transaction, 499_900);
    await refundMailsTo(shop.server, shop.asha.email, 1);
  });

  it('makes one full refund when five requests with different keys race for it: the rest are refused', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Two admins' })),
    );
    const [made, ...refused] = [...answers].sort((a, b) => a.status - b.status);
    expect(made?.status).toBe(201);
    // Each loser is refused: 'nothing left' while the winner's refund is pending, or, once Razorpay has processed
    // it, 'refunded in full already' (the payment is then refunded).
    for (const answer of refused) {
      expect([
        { status: 422, message: 'Nothing is left to refund: earlier refunds add up to the amount paid' },
        { status: 409, message: 'This payment has been refunded in full already' },
      ]).toContainEqual({ status: answer.status, message: answer.body.message });
    }
    await settleRefunds(shop.server);
    await expectExactlyOneRefund(transaction, 499_900);
  });

  it('records the webhooks that arrive before the API answer, and the late answer changes nothing', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
    mode.next = 'webhooks-first';
    const answer = await admin.refund(transaction.id, { amountPaise: 200_000, reason: 'Webhook first' });
    expect(answer.status).toBe(201);
    // Razorpay answered `pending`, but refund.processed had already been applied: a status never moves back.
    expect(answer.body.data.refund).toMatchObject({ status: 'processed', creditNote: { number: expect.any(String) } });
    await settleRefunds(shop.server);
    await expectExactlyOneRefund(transaction, 200_000);
  });

  it('applies late webhooks, duplicated and reordered, once', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true });
    const answer = await admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Late webhooks' });
    expect(answer.body.data.refund.status).toBe('pending');
    await sandbox.refunds.settle();
    sandbox.webhooks.configure({ paused: false, duplicate: true, reorder: true });
    await sandbox.webhooks.release();
    sandbox.webhooks.configure({ duplicate: false, reorder: false });
    const refund = await expectExactlyOneRefund(transaction, 499_900);
    const numbers = new Set((await refundRows(shop.server, transaction.id)).map((row) => row.creditNoteNumber));
    expect(numbers).toEqual(new Set([refund?.creditNoteNumber]));
    expect(
      sandbox.webhooks.deliveries.filter((delivery) => delivery.event.startsWith('refund.') && delivery.status === 200)
        .length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('settles a refund whose webhooks never come through reconciliation, once', async () => {
    const admin = await adminOf(shop.server);
    const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
    const sandbox = sandboxOf(shop.server);
    sandbox.webhooks.configure({ paused: true });
    await admin.refund(transaction.id, { amountPaise: 100_000, reason: 'Lost webhooks' });
    await sandbox.refunds.settle();
    sandbox.webhooks.drop();
    sandbox.webhooks.configure({ paused: false });
    expect((await refundRows(shop.server, transaction.id))[0]?.status).toBe('pending');
    expect((await shop.server.app.payments.reconcileRefunds(new Date())).settled).toBe(0);
    const later = new Date(Date.now() + 16 * 60 * 1000);
    expect((await shop.server.app.payments.reconcileRefunds(later)).settled).toBeGreaterThanOrEqual(1);
    expect((await shop.server.app.payments.reconcileRefunds(later)).settled).toBe(0);
    await expectExactlyOneRefund(transaction, 100_000);
  });

  describe('with a restart in between', () => {
    it('finds the refund Razorpay made before the process stopped: a retry with the same key answers it', async () => {
      const admin = await adminOf(shop.server);
      const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
      const sandbox = sandboxOf(shop.server);
      sandbox.webhooks.configure({ paused: true });
      sandbox.refunds.configure({ held: true });
      const key = randomUUID();
      const body = { amountPaise: 300_000, reason: 'Restart after Razorpay' };
      mode.next = 'stop-after-razorpay';
      expect((await admin.refund(transaction.id, body, key)).status).toBe(500);
      expect((await refundRows(shop.server, transaction.id))[0]?.status).toBe('requested');
      expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toHaveLength(1);

      // The process goes away with the webhooks it was about to deliver; a new one starts on the same database.
      sandbox.webhooks.drop();
      await shop.restart();
      const again = await (await adminOf(shop.server)).refund(transaction.id, body, key);
      expect(again.status).toBe(200);
      expect(again.body.data.refund).toMatchObject({ status: 'pending', razorpayRefundId: expect.any(String) });
      sandboxOf(shop.server).refunds.configure({ held: false });
      await settleRefunds(shop.server);
      await expectExactlyOneRefund(transaction, 300_000);
    });

    it('has reconciliation finish a refund the stopped process had made, with no retry from anyone', async () => {
      const admin = await adminOf(shop.server);
      const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
      sandboxOf(shop.server).webhooks.configure({ paused: true });
      mode.next = 'stop-after-razorpay';
      await admin.refund(transaction.id, { amountPaise: 150_000, reason: 'Nobody retries' });
      await sandboxOf(shop.server).refunds.settle();
      sandboxOf(shop.server).webhooks.drop();
      await shop.restart();

      expect((await shop.server.app.payments.reconcileRefunds(new Date())).checked).toBe(0);
      const later = new Date(Date.now() + 3 * 60 * 1000);
      expect((await shop.server.app.payments.reconcileRefunds(later)).settled).toBe(1);
      await settleRefunds(shop.server);
      await expectExactlyOneRefund(transaction, 150_000);
    });

    it('sends a refund the process stored but never sent, once, from reconciliation', async () => {
      const admin = await adminOf(shop.server);
      const transaction = await paidTransaction(shop.server, shop.asha, shop.slug);
      mode.next = 'stop-before-razorpay';
      expect((await admin.refund(transaction.id, { amountPaise: 499_900, reason: 'Never sent' })).status).toBe(500);
      expect(await razorpayRefunds(shop.server, transaction.razorpayPaymentId)).toEqual([]);
      // Its amount stays reserved while its fate is open: no second refund can take it meanwhile.
      expect((await admin.refund(transaction.id, { amountPaise: 100, reason: 'Meanwhile' })).status).toBe(422);
      await shop.restart();

      const later = new Date(Date.now() + 3 * 60 * 1000);
      expect((await shop.server.app.payments.reconcileRefunds(later)).settled).toBe(1);
      expect((await shop.server.app.payments.reconcileRefunds(later)).checked).toBe(0);
      await settleRefunds(shop.server);
      await expectExactlyOneRefund(transaction, 499_900);
      expect((await shop.asha.get(`/payment/transaction/${transaction.id}`)).body.data.transaction.status).toBe(
        'refunded',
      );
    });
  });
});
