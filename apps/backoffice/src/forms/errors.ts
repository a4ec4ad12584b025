import { ApiError } from '@startwise/api-client';

/** What a failed call says to show: the server's message (ApiError follows spec 8), else the error's own. */
export const failureText = (error: unknown): string | undefined =>
  error instanceof Error ? error.message || 'An unexpected error occurred.' : undefined;

/**
 * The fields a refusal names (field -> message): a 422's field errors, and a 409 on `conflictField` when the form
 * has a field that must be unique (a catalog entry's slug someone else has). Empty for any other failure.
 */
export function serverFieldErrors(error: unknown, conflictField?: string): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 409 && conflictField) return { [conflictField]: error.message };
  return error.fieldErrors;
}

/** A failure to show in a form's box: none when the fields show it. */
export const formFailure = (error: unknown, conflictField?: string): string | undefined =>
  Object.keys(serverFieldErrors(error, conflictField)).length > 0 ? undefined : failureText(error);
