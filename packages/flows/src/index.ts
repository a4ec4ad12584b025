// @startwise/flows: the rules plus the XState machines. Each machine's selectors live in a namespace named after the
// flow (applicationForm.isSubmitting, payment.orderSummary, ...) so flows can share selector names.

export { auth, authMachine, codeEntry, codeEntryMachine } from './machines/auth/namespaces.js';
export * as contact from './machines/contact/index.js';
export { contactMachine } from './machines/contact/index.js';
export * as documentUpload from './machines/document-upload/index.js';
export { documentUploadMachine } from './machines/document-upload/index.js';
export * as fileUpload from './machines/file-upload/index.js';
export * as applicationForm from './machines/form/index.js';
export { applicationFormMachine } from './machines/form/index.js';
export * as newsletter from './machines/newsletter/index.js';
export { footerNewsletterMachine, newsletterPageMachine } from './machines/newsletter/index.js';
export * as payment from './machines/payment/index.js';
export { paymentMachine } from './machines/payment/index.js';
export * as refund from './machines/refund/index.js';
export { refundMachine } from './machines/refund/index.js';
export * as search from './machines/search/index.js';
export { pageSearchMachine, quickSearchMachine } from './machines/search/index.js';
export * as staffSession from './machines/staff-session/index.js';
export { staffSessionMachine } from './machines/staff-session/index.js';
export { submissionStatusMachine } from './machines/submission-status/index.js';
export * from './rules/index.js';
