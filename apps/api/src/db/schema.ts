// Every domain module's tables, gathered for Drizzle's relational queries and for drizzle-kit. Each module owns
// its tables in its own `tables.ts` (add a line here when a module gains one); other modules call its functions.
// The Razorpay sandbox's tables live in its own package (apps/razorpay-sandbox/src/tables.ts): drizzle.config.ts
// lists that file too, so its migrations stay, while the server's schema leaves them out.

export * from '../accounts/tables.js';
export * from '../audit/tables.js';
export * from '../catalog/tables.js';
export * from '../contact/tables.js';
export * from '../documents/tables.js';
export * from '../fulfilment/tables.js';
export * from '../holidays/tables.js';
export * from '../invoices/tables.js';
export * from '../jobs/tables.js';
export * from '../mail/tables.js';
export * from '../newsletter/tables.js';
export * from '../payments/tables.js';
export * from '../rate-limit/tables.js';
export * from '../staff/tables.js';
export * from '../submissions/tables.js';
