import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { ContentSecurityOptions } from '../http/security-headers.js';
import { createRazorpayClient } from '../razorpay/razorpay-client.js';
import { createRazorpayProvider } from '../razorpay/razorpay-provider.js';
import {
  loadSandboxKeys,
  mountRazorpaySandbox,
  type RazorpaySandbox,
  SANDBOX_PREFIX,
} from '../razorpay-sandbox/index.js';
import type { PaymentProvider } from './payment-provider.js';

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const WEBHOOK_PATH = '/api/payment/webhook';

/** Which Razorpay this server talks to: the real one (keys configured) or the local sandbox (no keys). */
export interface GatewaySettings {
  sandbox: boolean;
  keyId: string;
  keySecret: string;
  /** Without it (real keys but no webhook secret) every webhook is refused. */
  webhookSecret: string | undefined;
  checkoutScriptUrl: string;
  contentSecurity: ContentSecurityOptions;
}

export function gatewaySettings(config: AppConfig): GatewaySettings {
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
  const keys = loadSandboxKeys(config.dataDir);
  return {
    sandbox: true,
    keyId: keys.keyId,
    keySecret: keys.keySecret,
    webhookSecret: keys.webhookSecret,
    checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    contentSecurity: {},
  };
}

export interface PaymentGateway {
  settings: GatewaySettings;
  provider: PaymentProvider;
  /** Present only when the sandbox is mounted. */
  sandbox: RazorpaySandbox | undefined;
}

/** The same Razorpay client either way: only its base URL and keys differ. */
export function connectPaymentGateway(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; settings: GatewaySettings },
): PaymentGateway {
  const { settings } = deps;
  const sandbox = settings.sandbox
    ? mountRazorpaySandbox(app, { db: deps.db, keys: loadSandboxKeys(deps.config.dataDir), webhookPath: WEBHOOK_PATH })
    : undefined;
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
  return { settings, provider, sandbox };
}
