import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createRateLimiter } from '../rate-limit/rate-limiter.js';
import { connectPaymentGateway, type GatewaySettings } from './payment-gateway.js';
import { createPaymentService } from './payment-service.js';
import { reconcilePendingPayments, startReconciliation } from './reconciliation.js';
import { registerPaymentRoutes } from './routes.js';
import { createWebhookReceiver } from './webhook-receiver.js';

export { gatewaySettings } from './payment-gateway.js';

/** Orders, verification, webhooks, transactions and the reconciliation job, over the payment provider. */
export async function registerPayments(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; settings: GatewaySettings },
) {
  const gateway = await connectPaymentGateway(app, deps);
  const service = createPaymentService({
    db: deps.db,
    provider: gateway.provider,
    limiter: createRateLimiter(deps.db, () => new Date()),
  });
  registerPaymentRoutes(app, service, createWebhookReceiver({ db: deps.db, provider: gateway.provider }));
  const jobDeps = { db: deps.db, provider: gateway.provider, log: app.log };
  const payments = {
    gateway,
    /** One reconciliation round now (tests pass a later `now` instead of waiting 15 minutes). */
    reconcile: (now?: Date) => reconcilePendingPayments(jobDeps, now),
    /** Starts the periodic job; returns its stop function. */
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
