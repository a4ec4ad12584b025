// What the Razorpay sandbox package (apps/razorpay-sandbox) may use of the server: Razorpay's wire types, its
// signatures, and the contract the sandbox fulfils.
export type * from './sandbox-contract.js';
export { paymentSignature, webhookSignature } from './signatures.js';
export type * from './types.js';
