import { ApiError } from '@startwise/api-client';

/** What a failed call says to show: the server's message (ApiError follows spec 8), else the error's own. */
export const failureText = (error: unknown): string | undefined =>
  error instanceof Error ? error.message || 'An unexpected error occurred.' : undefined;

/** The server's 422 field errors (field -> message), empty for any other failure. */
export const serverFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError ? error.fieldErrors : {};

/** A failure to show in a form's box: none when the fields show it (a 422 with field errors). */
export const formFailure = (error: unknown): string | undefined =>
  Object.keys(serverFieldErrors(error)).length > 0 ? undefined : failureText(error);
