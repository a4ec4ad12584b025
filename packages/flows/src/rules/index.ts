// @startwise/flows/rules: pure validation and business rules, shared by the storefront and the server.
export * from './application-form.js';
export * from './auth-forms.js';
export * from './contact.js';
export * from './dropdown-answer.js';
export * from './email.js';
export * from './error-message.js';
export * from './feedback.js';
export * from './field-errors.js';
export * from './file-size.js';
export type * from './form-field.js';
export * from './messages.js';
export * from './money.js';
export * from './newsletter.js';
export * from './one-time-code.js';
export * from './payment-badge.js';
export * from './redirect.js';
export * from './search.js';
export * from './submission-actions.js';
