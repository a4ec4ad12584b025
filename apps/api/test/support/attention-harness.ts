import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { auditEvents } from '../../src/modules/audit/tables.js';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from '../../src/modules/payments/payment-provider.js';
import { CARD_SUCCESS, type Customer, createService, sandboxOf, signIn } from './payments-fixtures.js';
import { type Admin, adminOf } from './refund-fixtures.js';
import { type Driver, startTestServer, type TestServer } from './test-server.js';

const FIELDS = [{ name: 'companyName', label: 'Company name', type: 'text' as const, required: true }];
export const PRICE_PAISE = 1_499_900;
/** Short grace periods (1.2 s and 1.44 s), so an item's turn to be listed comes within the test. */
const GRACE_ENV = { PAYMENT_CONFIRMATION_GRACE_MINUTES: '0.02', REFUND_PROCESSING_GRACE_HOURS: '0.0004' };
const TEST_SEAMS = { accounts: { scryptCost: { N: 2 ** 10, r: 8, p: 1 } }, mail: { pollMs: 50, retryBaseMs: 100 } };

export interface AttentionItem {
  kind: string;
  since: string;
  transaction: { id: string; status: string };
  refund: { id: string; status: string } | null;
  otherTransactionIds: string[];
}

/**
 * A server for the attention list and reconcile-now tests (listTransactionsNeedingAttention,
 * reconcileAdminTransaction): short grace periods, a Razorpay whose look-ups can fail on demand or answer for an
 * authorized-only order, an admin, a customer and a service, and the calls those tests make.
 */
export function attentionHarness(driver: Driver) {
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

  /** Every item, page after page of `limit`, and the size of each page. */
  const attentionPages = async (limit?: number) => {
    const items: AttentionItem[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ ...(limit && { limit: String(limit) }), ...(cursor && { cursor }) });
      const answer = await admin.get(`/admin/transactions/attention?${query}`);
      expect(answer.status).toBe(200);
      items.push(...answer.body.data.items);
      sizes.push(answer.body.data.items.length);
      cursor = answer.body.data.nextCursor;
    } while (cursor);
    return { items, sizes };
  };
  const attention = async () => (await attentionPages()).items;
  const itemsAbout = async (transactionId: string) =>
    (await attention()).filter((item) => item.transaction.id === transactionId);
  /** Waits out the grace period until the transaction is listed. */
  const listedSoon = (transactionId: string) =>
    vi.waitFor(
      async () => {
        const items = await itemsAbout(transactionId);
        expect(items).toHaveLength(1);
        return items[0] as AttentionItem;
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

  return {
    get server() {
      return server;
    },
    get slug() {
      return slug;
    },
    get admin() {
      return admin;
    },
    get asha() {
      return asha;
    },
    outage,
    authorizedOnly,
    attentionPages,
    itemsAbout,
    listedSoon,
    staffView,
    submissionOf,
    reconcileAudit,
    submitAndOrder,
    paidUnseen,
  };
}
