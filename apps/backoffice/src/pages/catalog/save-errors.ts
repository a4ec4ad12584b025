import { ApiError } from '@startwise/api-client';
import { failureText, serverFieldErrors } from '../../forms/errors';

// A catalog save's refusal, shown where it belongs: a 409 is the slug someone else has, a 422 lists its fields.

export const saveFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.status === 409 ? { slug: error.message } : serverFieldErrors(error);

/** What the form's box says: nothing when the fields say it. */
export const saveFailure = (error: unknown): string | undefined =>
  Object.keys(saveFieldErrors(error)).length > 0 ? undefined : failureText(error);
