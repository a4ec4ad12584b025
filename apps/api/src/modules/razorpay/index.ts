// Razorpay behind the payments module's PaymentProvider: the gateway the server connects to (app.ts hands its
// provider to payments). What the sandbox package (apps/razorpay-sandbox) may use of the server: Razorpay's wire
// types, its signatures, and the contract the sandbox fulfils.
export { type GatewaySettings, gatewaySettings, type PaymentGateway } from './gateway.js';
export type * from './sandbox-contract.js';
export { paymentSignature, webhookSignature } from './signatures.js';
export type * from './types.js';

import { modulePlugin } from '../../platform/http/module-plugin.js';
import { connectPaymentGateway } from './gateway.js';

/** The razorpay module as a Fastify plugin (see platform/http/module-plugin.ts): decorates `app.razorpay`. */
export const razorpayModule = modulePlugin('razorpay', [], connectPaymentGateway);
