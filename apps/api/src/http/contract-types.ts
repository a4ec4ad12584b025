import type { Schemas } from '@startwise/api-client';

// The contract's entities as the server builds and reads them, generated from openapi.yaml (never written by hand,
// so the server's types cannot drift from what the contract validates).

export type IndianState = Schemas['IndianState'];
/** A webhook body as the contract accepts it; only its signature makes it Razorpay's (see payments). */
export type RazorpayWebhookEvent = Schemas['RazorpayWebhookEvent'];
