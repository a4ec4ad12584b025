export {
  DELIVERY_FALLBACK_MESSAGE,
  type Delivery,
  deliverSubmissionDocuments,
  downloadAdminSubmissionFile,
} from './admin-files';
export {
  ADMIN_CREDIT_NOTE_FALLBACK_MESSAGE,
  downloadAdminCreditNote,
  type ExportFile,
  exportAdminTransactions,
  TRANSACTIONS_EXPORT_FALLBACK_MESSAGE,
  type TransactionFilters,
} from './admin-money-files';
export {
  type ApiClient,
  type ApiClientOptions,
  type ApiMethod,
  type ApiPath,
  type CallArgs,
  type CallOptions,
  type CallResult,
  createApiClient,
  type RawApiClient,
} from './client';
export { CREDIT_NOTE_FALLBACK_MESSAGE, type CreditNoteFile, downloadCreditNote } from './credit-note';
export { ANSWER_DOCUMENT_REQUEST_FALLBACK_MESSAGE, answerDocumentRequest } from './document-request';
export {
  DUE_SOON_EXPORT_FALLBACK_MESSAGE,
  type DueSoonExportQuery,
  exportDueSoonObligations,
} from './due-soon-export';
export { type SettledCall, type Unwrapped, unwrap, unwrapWithMessage, type WithMessage } from './envelope';
export { ApiError, ERROR_MESSAGES, type FieldErrors } from './errors';
export { downloadInvoice, INVOICE_FALLBACK_MESSAGE, type InvoiceFile, type InvoiceOptions } from './invoice';
export { resolveMediaUrl } from './media';
export type { TokenGetter } from './middleware/auth';
export { CUSTOMER_SESSION, type RefreshPath, type SessionEndpoints, type TokenPair } from './middleware/refresh';
export {
  exportNewsletterSubscribers,
  NEWSLETTER_EXPORT_FALLBACK_MESSAGE,
  type NewsletterExportFile,
  type NewsletterExportQuery,
} from './newsletter-export';
export { REFUND_FALLBACK_MESSAGE, type RefundAnswer, type RefundOutcome, refundTransaction } from './refund';
export type { components, operations, paths } from './schema';
export { SERVICE_ICONS, type ServiceIconName } from './service-icons';
export { createSessionLink, type SessionListener, type TokenStore } from './session-link';
export { STAFF_SESSION } from './staff-session';
export { discardStagedUpload, STAGE_UPLOAD_FALLBACK_MESSAGE, STAGE_UPLOAD_PATH } from './staged-upload';
export { type Application, SUBMIT_FALLBACK_MESSAGE, submitApplication } from './submission';
export { downloadSubmissionFile, SUBMISSION_FILE_FALLBACK_MESSAGE } from './submission-file';

/** The contract's entities by name, e.g. `Schemas['Service']`. */
export type Schemas = import('./schema').components['schemas'];
