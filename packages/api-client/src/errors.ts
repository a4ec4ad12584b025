/** The client-side error catalogue of spec section 8: what the customer is told when a call fails. */
export const ERROR_MESSAGES = {
  forbidden: 'You do not have permission to perform this action.',
  server: 'A server error occurred. Please try again later.',
  network: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred.',
} as const;

/** Field name -> the first message the server gave for it (form-wide errors without a field stay in `message`). */
export type FieldErrors = Record<string, string>;

interface ApiErrorInit {
  status: number;
  message: string;
  fieldErrors?: FieldErrors;
  toastMessage: string | undefined;
  retryAfter?: number;
}

/**
 * The one error every failed call rejects with. `status` is 0 when no response arrived. `toastMessage` is what
 * an error toast shows, and is undefined for 422: validation failures belong next to their fields.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly toastMessage: string | undefined;
  /** Seconds the server asked us to wait (429 only). */
  readonly retryAfter: number | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.toastMessage = init.toastMessage;
    this.retryAfter = init.retryAfter;
  }
}

/** The error envelope as it may arrive: from our server, a proxy's HTML page, or nothing at all. */
interface ErrorBody {
  message?: unknown;
  errors?: unknown;
  retryAfter?: unknown;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readFieldErrors(errors: unknown): FieldErrors {
  const fieldErrors: FieldErrors = {};
  if (!Array.isArray(errors)) return fieldErrors;
  for (const entry of errors as { field?: unknown; message?: unknown }[]) {
    const field = nonEmptyString(entry?.field);
    const message = nonEmptyString(entry?.message);
    if (field && message && !(field in fieldErrors)) fieldErrors[field] = message;
  }
  return fieldErrors;
}

/**
 * Maps a failed response to the catalogue: 403 and 5xx have fixed messages whatever the server said; every other
 * status carries the server's `message`, else the caller's fallback (spec 8 "Fallbacks when the server gives
 * none", e.g. 'Login failed'), else 'An unexpected error occurred.'.
 */
export function apiErrorFromResponse(status: number, body: unknown, fallbackMessage?: string): ApiError {
  if (status === 403) {
    return new ApiError({ status, message: ERROR_MESSAGES.forbidden, toastMessage: ERROR_MESSAGES.forbidden });
  }
  if (status >= 500) {
    return new ApiError({ status, message: ERROR_MESSAGES.server, toastMessage: ERROR_MESSAGES.server });
  }
  const envelope: ErrorBody = typeof body === 'object' && body !== null ? body : {};
  const message = nonEmptyString(envelope.message) ?? nonEmptyString(fallbackMessage) ?? ERROR_MESSAGES.unexpected;
  const retryAfter = typeof envelope.retryAfter === 'number' ? envelope.retryAfter : undefined;
  return new ApiError({
    status,
    message,
    fieldErrors: readFieldErrors(envelope.errors),
    toastMessage: status === 422 ? undefined : message,
    retryAfter,
  });
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * Runs a request so that it can only fail with an ApiError: fetch's TypeError means no response arrived (the
 * catalogue's network error); anything else unforeseen (say, a success body that is not JSON) is the catalogue's
 * unexpected error. A cancelled request stays an AbortError: leaving a screen is not a failure to report.
 */
export async function withApiErrors<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError || isAbort(error)) throw error;
    const message = error instanceof TypeError ? ERROR_MESSAGES.network : ERROR_MESSAGES.unexpected;
    throw new ApiError({ status: 0, message, toastMessage: message });
  }
}
