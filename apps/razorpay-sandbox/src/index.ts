import type { Database } from '@startwise/api/database';
import type { RazorpaySandbox, RazorpaySandboxPackage, SandboxKeys } from '@startwise/api/razorpay';
import type { FastifyInstance } from 'fastify';
import { razorpayId } from './ids.js';
import { registerSandboxRoutes, SANDBOX_PREFIX } from './routes.js';
import { loadSandboxKeys } from './sandbox-keys.js';
import { createSandboxLedger, readNotes } from './sandbox-ledger.js';
import { createSandboxRefunds } from './sandbox-refunds.js';
import { createWebhookDispatcher } from './webhook-dispatcher.js';

/** Where this server can reach itself: its own listening socket on the loopback interface. */
export function loopbackOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server is not listening yet');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/** Mounts the Razorpay emulation on this server; its webhooks go to this server's own receiver. */
export function mountRazorpaySandbox(
  app: FastifyInstance,
  deps: { db: Database; keys: SandboxKeys; webhookPath: string },
): RazorpaySandbox {
  const webhooks = createWebhookDispatcher({
    url: () => `${loopbackOrigin(app)}${deps.webhookPath}`,
    secret: deps.keys.webhookSecret,
    accountId: razorpayId('acc_'),
  });
  const ledger = createSandboxLedger(deps.db, deps.keys, webhooks);
  const refunds = createSandboxRefunds(deps.db, webhooks, readNotes);
  registerSandboxRoutes(app, deps.keys, ledger, refunds);
  app.addHook('onClose', async () => webhooks.close());
  return {
    keys: deps.keys,
    apiUrl: () => `${loopbackOrigin(app)}${SANDBOX_PREFIX}`,
    webhooks,
    refunds: { configure: refunds.configure, settle: refunds.settle },
    pay: ledger.pay,
  };
}

/** What the API server loads (dynamically, in development and tests only): see its razorpay/sandbox-contract.ts. */
export default { SANDBOX_PREFIX, loadSandboxKeys, mountRazorpaySandbox } satisfies RazorpaySandboxPackage;
