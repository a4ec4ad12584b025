import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { brandFor } from '../../platform/system/brand.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaymentService } from './payment-service.js';
import { reconcilePendingPayments, startReconciliation } from './reconciliation.js';
import { registerReconciliationRoutes } from './reconciliation-routes.js';
import { reconcileRefunds } from './refund-reconciliation.js';
import { createRefundRequests } from './refund-requests.js';
import { registerRefundRoutes } from './refund-routes.js';
import { registerPaymentRoutes } from './routes.js';
import type { PaymentDocuments, SettlementSteps } from './settlement-steps.js';
import { createWebhookReceiver } from './webhook-receiver.js';

export type * from './payment-provider.js';
export { PaymentProviderError } from './payment-provider.js';
export { capturedPaiseIn, netPaiseByIndiaDateIn, refundedPaiseIn } from './revenue.js';
/** The provider interface the payments domain speaks (Razorpay implements it). */
export type { GstHeads, PaymentDocuments, SettlementSteps } from './settlement-steps.js';
export type { RefundRow, TransactionRow } from './tables.js';
export {
  findCustomerCreditNote,
  findCustomerTransaction,
  findRefundForStaff,
  latestTransactionsOf,
  processedRefundsOfSubmission,
  refundsOf,
} from './transactions.js';

export interface PaymentsOptions {
  /**
   * Test seam: wraps the provider the payments module calls (e.g. to stop "the process" right after Razorpay made a
   * refund). Production passes none.
   */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
}

/** Orders, verification, webhooks, transactions, refunds and the reconciliation job, over the payment provider. */
async function registerPayments(
  app: FastifyInstance,
  deps: {
    db: Database;
    config: AppConfig;
    provider: PaymentProvider;
    /** The settlement workflow's writes outside payments (submission, invoice, credit note). */
    steps: SettlementSteps;
    documents: PaymentDocuments;
    nudgeMail: () => void;
  },
  options: PaymentsOptions = {},
) {
  const provider = options.wrapProvider?.(deps.provider) ?? deps.provider;
  const { db, nudgeMail } = deps;
  const settlement = {
    brand: brandFor(deps.config.brand),
    publicUrl: deps.config.publicUrl,
    steps: deps.steps,
    documents: deps.documents,
  };
  const service = createPaymentService({
    db,
    provider,
    limiter: createRateLimiter(db, () => new Date()),
    settlement,
  });
  registerPaymentRoutes(app, service, createWebhookReceiver({ db, provider, settlement, nudgeMail }));
  const refunds = createRefundRequests({ db, provider, settlement, nudgeMail });
  registerRefundRoutes(app, db, refunds);
  const jobDeps = { db, provider, settlement, nudgeMail, requests: refunds, log: app.log };
  registerReconciliationRoutes(app, { ...jobDeps, grace: deps.config.attention });
  const payments = {
    /** One reconciliation round now (tests pass a later `now` instead of waiting 15 minutes). */
    reconcile: (now?: Date) => reconcilePendingPayments(jobDeps, now),
    /** One round over refunds Razorpay has not settled for us (tests pass a later `now`). */
    reconcileRefunds: (now?: Date) => reconcileRefunds(jobDeps, now),
    /** Starts the periodic job (payments, then refunds); returns its stop function. */
    startReconciliation: (intervalMs?: number) => startReconciliation(jobDeps, intervalMs),
  };
  app.decorate('payments', payments);
  return payments;
}

export type PaymentsModule = Awaited<ReturnType<typeof registerPayments>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The reconciliation job. */
    payments: PaymentsModule;
  }
}

/** The payments module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const paymentsModule = modulePlugin(
  'payments',
  ['accounts', 'staff', 'razorpay'],
  (app, { options, ...deps }: Parameters<typeof registerPayments>[1] & { options?: PaymentsOptions }) =>
    registerPayments(app, deps, options),
);
