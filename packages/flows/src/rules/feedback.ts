// Outcome messages (spec sections 4 and 8) that the flows in this package show. Validation messages are in
// messages.ts.

export const SUBMISSION_PROBLEM_HEADING = 'There was a problem with your submission:';
export const FORM_SUBMITTED = 'Form submitted successfully!';
export const FORM_SUBMIT_FAILED = 'Failed to submit form';

export const RAZORPAY_SDK_FAILED = 'Razorpay SDK failed to load. Please try again later.';
export const PAYMENT_INIT_FAILED = 'Failed to initialize payment';
export const PAYMENT_VERIFY_FAILED = 'Failed to verify payment';
/** Not in the spec: shown when the checkout reports a failure without a reason of its own. */
export const PAYMENT_FAILED = 'Payment failed. Please try again.';
export const PAYMENT_CANCEL_FAILED = 'Failed to cancel payment';
export const PAYMENT_COMPLETED = 'Payment completed successfully!';
export const PAYMENT_CANCELLED_SUCCESSFULLY = 'Payment has been cancelled successfully';

export const PAYMENT_NO_ORDER = 'There was an issue initializing your payment. Please try again.';
export const INITIALIZING_PAYMENT = 'Initializing payment...';

export const SEARCH_FAILED = 'Failed to search services';

export const SUBSCRIBING = 'Subscribing...';
export const FOOTER_SUBSCRIBE_FAILED = 'Subscription failed. Please try again.';
export const NEWSLETTER_PAGE_FAILED = 'An error occurred. Please try again.';
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to the newsletter!';
/** The contract's unsubscribe message (openapi.yaml), used when the server sends none. */
export const NEWSLETTER_UNSUBSCRIBED = 'Successfully unsubscribed from the newsletter';

export const CONTACT_SEND_FAILED = 'Failed to send message. Please try again later.';
export const CONTACT_SENT = 'Your message has been sent successfully!';

// Answering a document request on the submission page. The spec has no wording for it, so these follow its
// other outcome messages.
export const DOCUMENTS_UPLOADED = 'Documents uploaded successfully';
export const DOCUMENTS_UPLOAD_FAILED = 'Failed to upload documents';
