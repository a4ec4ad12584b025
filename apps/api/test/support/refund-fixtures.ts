import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import { auditEvents } from '../../src/modules/audit/tables.js';
import { paymentRefunds } from '../../src/modules/payments/tables.js';
import { mailbox } from '../../src/platform/mail/tables.js';
import { callApi, nextIp } from './api-call.js';
import { sandboxOf } from './payments-fixtures.js';
import { staffTokenFor } from './staff-fixtures.js';
import type { TestServer } from './test-server.js';

// A paid transaction is where every refund test starts; it lives with the other payments fixtures now.
export { paidTransaction } from './payments-fixtures.js';

/** An admin's browser in the back office. */
export async function adminOf(server: TestServer) {
  const admin = await staffTokenFor(server, 'admin');
  const ip = nextIp();
  return {
    ...admin,
    get: (path: string) => callApi(server, ip, 'GET', path, undefined, admin.token),
    /** POST /admin/transactions/{id}/refunds with this Idempotency-Key (a new one unless given). */
    refund: (transactionId: string, body: Record<string, unknown>, key: string = randomUUID()) =>
      callApi(server, ip, 'POST', `/admin/transactions/${transactionId}/refunds`, body, admin.token, {
        'idempotency-key': key,
      }),
    post: (path: string, body: unknown) => callApi(server, ip, 'POST', path, body, admin.token),
  };
}
export type Admin = Awaited<ReturnType<typeof adminOf>>;

/** Lets the sandbox finish its refunds and deliver every webhook they send. */
export async function settleRefunds(server: TestServer) {
  const sandbox = sandboxOf(server);
  await sandbox.refunds.settle();
  await sandbox.webhooks.settle();
}

/** Our refund rows of a transaction, oldest first. */
export const refundRows = (server: TestServer, transactionId: string) =>
  server.database.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.transactionId, transactionId))
    .orderBy(paymentRefunds.createdAt);

/** The refunds Razorpay (the sandbox) holds for a payment. */
export async function razorpayRefunds(server: TestServer, paymentId: string) {
  const sandbox = sandboxOf(server);
  const response = await fetch(`${sandbox.apiUrl()}/v1/payments/${paymentId}/refunds`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${sandbox.keys.keyId}:${sandbox.keys.keySecret}`).toString('base64')}`,
    },
  });
  return ((await response.json()) as { items: { id: string; amount: number; status: string; receipt: string }[] })
    .items;
}

/** The audit rows of refunds of a transaction. */
export const refundAuditOf = (server: TestServer, transactionId: string) =>
  server.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'transaction.refund'), eq(auditEvents.entityId, transactionId)));

/** The refund mails a customer received once the outbox delivered `expected` of them. */
export const refundMailsTo = (server: TestServer, email: string, expected: number) =>
  vi.waitFor(
    async () => {
      const mails = (await server.database.db.select().from(mailbox).where(eq(mailbox.toAddress, email))).filter(
        (mail) => mail.subject.includes('refund'),
      );
      expect(mails).toHaveLength(expected);
      return mails;
    },
    { timeout: 10_000, interval: 50 },
  );
