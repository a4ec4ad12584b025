import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';

/**
 * The Razorpay sandbox lives outside the server's source, in the workspace package @startwise/razorpay-sandbox
 * (apps/razorpay-sandbox). The server loads it only in development and tests, when no Razorpay keys are set;
 * this is what the server expects of it, and the package checks that it provides exactly this.
 */

export interface SandboxKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** What a customer enters in the sandbox checkout. */
export type Instrument = { method: 'card'; cardNumber: string } | { method: 'upi'; vpa: string };

/** How the sandbox's webhooks misbehave on purpose, the way Razorpay's at-least-once delivery can. Tests set it. */
export interface WebhookBehaviour {
  /** Send every event twice with the same event id. */
  duplicate: boolean;
  /** Send the events of one action last-first. */
  reorder: boolean;
  /** Wait this long before sending. */
  delayMs: number;
  /** Keep events until `release()` (a customer whose webhook is late, or never comes). */
  paused: boolean;
}

export interface WebhookDelivery {
  eventId: string;
  event: string;
  status: number;
}

export interface SandboxWebhooks {
  readonly deliveries: WebhookDelivery[];
  configure(change: Partial<WebhookBehaviour>): void;
  /** Sends what `paused` held back and waits for every delivery. */
  release(): Promise<void>;
  /** Forgets held events: the webhook that never arrives. */
  drop(): void;
  /** Resolves once nothing is being sent. */
  settle(): Promise<void>;
}

/** How the sandbox's refunds end. Tests set it. */
export interface RefundBehaviour {
  /** What a refund ends as: `processed` (the default) or `failed`. */
  outcome: 'processed' | 'failed';
  /** Keep new refunds `pending` until `settle()` (a bank that takes days). */
  held: boolean;
}

export interface SandboxRefunds {
  configure(change: Partial<RefundBehaviour>): void;
  /** Ends every pending refund with the configured outcome (sending its webhook) and waits for the processing. */
  settle(): Promise<void>;
}

/** What Checkout hands to its `handler` after a successful payment. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpaySandbox {
  keys: SandboxKeys;
  /** The sandbox's REST base URL (this server's own address), known once the server listens. */
  apiUrl(): string;
  /** Test-only levers: duplicate, delay, reorder, hold or drop the webhooks the sandbox sends. */
  webhooks: SandboxWebhooks;
  /** Test-only levers: how refunds end, and when. */
  refunds: SandboxRefunds;
  /** Pays an order as the checkout dialog does (tests use it instead of a browser). */
  pay(
    orderId: string,
    instrument: Instrument,
    customer: { email?: string; contact?: string },
  ): Promise<CheckoutSuccess>;
}

export interface RazorpaySandboxPackage {
  /** Where the sandbox mounts its REST API and checkout script. */
  SANDBOX_PREFIX: string;
  loadSandboxKeys(dataDir: string): SandboxKeys;
  mountRazorpaySandbox(
    app: FastifyInstance,
    deps: { db: Database; keys: SandboxKeys; webhookPath: string },
  ): RazorpaySandbox;
}

const SANDBOX_PACKAGE = '@startwise/razorpay-sandbox';

/**
 * Imports the sandbox package. The specifier is a variable on purpose: neither tsc nor a bundler follows it, so
 * nothing of the sandbox is part of the server unless this runs (never in production: see gateway.ts).
 */
export async function loadRazorpaySandbox(): Promise<RazorpaySandboxPackage> {
  const loaded = (await import(SANDBOX_PACKAGE)) as { default: RazorpaySandboxPackage };
  return loaded.default;
}
