// @startwise/flows/compliance: the compliance calendar's rules as data and the pure engine that turns a business's
// profile into dated obligations. The storefront renders with it; the server sends reminders with it.
export * from './calendar-date.js';
export * from './company-profile.js';
export * from './entities.js';
export * from './file-now.js';
export * from './identifiers.js';
export * from './late-fee.js';
export * from './obligation-words.js';
export * from './obligations.js';
export * from './periods.js';
export * from './prefill.js';
export * from './registration-services.js';
export * from './reminders.js';
export type * from './rule.js';
export * from './rules-data.js';
