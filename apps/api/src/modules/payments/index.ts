import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { createRateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { brandFor } from '../../platform/system/brand.js';
import { supplierOf } from '../invoices/document-parties.js';
import { connectPaymentGateway, type GatewaySettings } from './payment-gateway.js';
import type { PaymentProvider } from './payment-provider.js';
import { createPaymentService } from './payment-service.js';
import { reconcilePendingPayments, startReconciliation } from './reconciliation.js';
import { registerReconciliationRoutes } from './reconciliation-routes.js';
import { reconcileRefunds } from './refund-reconciliation.js';
import { createRefundRequests } from './refund-requests.js';
import { registerRefundRoutes } from './refund-routes.js';
import { registerPaymentRoutes } from './routes.js';
import { createWebhookReceiver } from './webhook-receiver.js';

export { gatewaySettings } from './payment-gateway.js';
export type { RefundRow, TransactionRow } from './tables.js';

export interface PaymentsOptions {
  /**
   * Test seam: wraps the provider the payments module calls (e.g. to stop "the process" right after Razorpay made a
   * refund). Production passes none.
   */
  wrapProvider?: (provider: PaymentProvider) => PaymentProvider;
}

/** Orders, verification, webhooks, transactions, refunds and the reconciliation job, over the payment provider. */
export async function registerPayments(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; settings: GatewaySettings; nudgeMail: () => void },
  options: PaymentsOptions = {},
) {
  const gateway = await connectPaymentGateway(app, deps);
  const provider = options.wrapProvider?.(gateway.provider) ?? gateway.provider;
  const { db, nudgeMail } = deps;
  const mail = { brand: brandFor(deps.config.brand), publicUrl: deps.config.publicUrl, config: deps.config };
  const service = createPaymentService({
    db,
    provider,
    limiter: createRateLimiter(db, () => new Date()),
    mail,
    supplierState: supplierOf(deps.config).supplier.state,
  });
  registerPaymentRoutes(app, service, createWebhookReceiver({ db, provider, mail, nudgeMail }));
  const refunds = createRefundRequests({ db, provider, mail, nudgeMail });
  registerRefundRoutes(app, db, refunds);
  const jobDeps = { db, provider, mail, nudgeMail, requests: refunds, log: app.log };
  registerReconciliationRoutes(app, { ...jobDeps, grace: deps.config.attention });
  const payments = {
    gateway,
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
    /** The payment gateway (and its sandbox, when mounted) and the reconciliation job. */
    payments: PaymentsModule;
  }
}
