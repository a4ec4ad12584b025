import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import type { ContentSecurityOptions } from '../../platform/http/security-headers.js';
import type { PaymentProvider } from '../payments/index.js';
import { createRazorpayClient } from './razorpay-client.js';
import { createRazorpayProvider } from './razorpay-provider.js';
import { loadRazorpaySandbox, type RazorpaySandbox } from './sandbox-contract.js';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const WEBHOOK_PATH = '/api/payment/webhook';

/**
 * Which Razorpay this server talks to: the real one (keys configured) or the local sandbox (no keys, never in
 * production), which is loaded from its own package only then.
 */
export interface GatewaySettings {
  sandbox: boolean;
  keyId: string;
  keySecret: string;
  /** Without it (real keys but no webhook secret) every webhook is refused. */
  webhookSecret: string | undefined;
  checkoutScriptUrl: string;
  contentSecurity: ContentSecurityOptions;
}

export async function gatewaySettings(config: AppConfig): Promise<GatewaySettings> {
  const { keyId, keySecret, webhookSecret } = config.razorpay;
  if (keyId || keySecret) {
    if (!keyId || !keySecret)
      throw new Error('Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (or neither for the sandbox).');
    return {
      sandbox: false,
      keyId,
      keySecret,
      webhookSecret,
      checkoutScriptUrl: RAZORPAY_CHECKOUT_URL,
      contentSecurity: {
        scriptOrigins: ['https://checkout.razorpay.com'],
        frameOrigins: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connectOrigins: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        imageOrigins: ['https://cdn.razorpay.com'],
      },
    };
  }
  if (config.env === 'production') {
    throw new Error('Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET: production never runs the payment sandbox.');
  }
  const sandbox = await loadRazorpaySandbox();
  const keys = sandbox.loadSandboxKeys(config.dataDir);
  return {
    sandbox: true,
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    checkoutScriptUrl: `${sandbox.SANDBOX_PREFIX}/checkout.js`,
    contentSecurity: {},
  };
}

export interface PaymentGateway {
  settings: GatewaySettings;
  provider: PaymentProvider;
  /** Present only when the sandbox is mounted. */
  sandbox: RazorpaySandbox | undefined;
}

async function mountSandbox(app: FastifyInstance, deps: { db: Database; config: AppConfig }) {
  const sandbox = await loadRazorpaySandbox();
  const keys = sandbox.loadSandboxKeys(deps.config.dataDir);
  return sandbox.mountRazorpaySandbox(app, { db: deps.db, keys, webhookPath: WEBHOOK_PATH });
}

/**
 * The same Razorpay client either way: only its base URL and keys differ. The payments module is handed its
 * provider; the gateway (with the sandbox, when mounted) is `app.razorpay`.
 */
export async function connectPaymentGateway(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; settings: GatewaySettings },
): Promise<PaymentGateway> {
  const { settings } = deps;
  const sandbox = settings.sandbox ? await mountSandbox(app, deps) : undefined;
  const client = createRazorpayClient({
    baseUrl: sandbox ? sandbox.apiUrl : deps.config.razorpay.apiUrl,
    keyId: settings.keyId,
    keySecret: settings.keySecret,
  });
  const provider = createRazorpayProvider({
    client,
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
  });
  const gateway = { settings, provider, sandbox };
  app.decorate('razorpay', gateway);
  return gateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway, and its sandbox when mounted. */
    razorpay: PaymentGateway;
  }
}
