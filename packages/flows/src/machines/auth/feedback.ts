import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import type { FieldErrors } from '../../rules/index.js';
import type { AuthStatus } from './types.js';

// What the auth flow tells the visitor about its last request (status, error, message, field errors), as patches
// of the session's context. The session machine applies them itself for its own calls; a step machine reports
// them in its context (`report`) and the session machine takes each new report over (see step-view.ts).

export interface Feedback {
  status: AuthStatus;
  /** The last failure, shown as a toast and in the form's error box. */
  error: string | null;
  /** The last success message (toast). */
  message: string | null;
  /** Per-field messages of the form just submitted (client rules or the server's 422). */
  fieldErrors: FieldErrors;
}
export type FeedbackPatch = Partial<Feedback>;

/** A request is on its way: the last error, message and field errors go. */
export const requestStarted = (): FeedbackPatch => ({ status: 'loading', error: null, message: null, fieldErrors: {} });

export const requestSucceeded = (message?: string): FeedbackPatch => ({
  status: 'succeeded',
  error: null,
  message: message ?? null,
});

/** The server's message (or `fallback` when it sent none) and its field errors. */
export const requestFailed = (error: unknown, fallback: string): FeedbackPatch => ({
  status: 'failed',
  error: errorMessage(error, fallback),
  fieldErrors: fieldErrorsOf(error),
});

/** A page opened or a step was left: nothing to tell. */
export const feedbackCleared = (): FeedbackPatch => ({ status: 'idle', error: null, message: null, fieldErrors: {} });
