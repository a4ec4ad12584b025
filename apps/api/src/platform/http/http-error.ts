export interface FieldError {
  field?: string;
  message: string;
}

/** An error a handler throws on purpose: it becomes the contract's error envelope with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Seconds until a refused (429, 503) request may be tried again; sent in the body and as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const validationFailed = (errors: FieldError[], message = 'Validation failed') =>
  new HttpError(422, message, errors);
/** An error the client may retry after a while: the seconds go in the body and in Retry-After. */
function retryLater(statusCode: 429 | 503, message: string, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(statusCode, message, undefined, { 'retry-after': String(seconds) }, seconds);
}
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  retryLater(429, message, retryAfterSeconds);
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  retryLater(503, message, retryAfterSeconds);
