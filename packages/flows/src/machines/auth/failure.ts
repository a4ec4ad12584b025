// How the auth flow reads a rejected call. Messages and field errors are read by the shared rules
// (errorMessage / fieldErrorsOf); only the auth flow cares about the status: a 401 on GET /users/me ends the session.

/** The part of a rejection the auth flow looks at (the api-client's ApiError has it). */
export interface AuthFailure {
  message?: string;
  status?: number;
  fieldErrors?: Record<string, string>;
}

/** A 401: the token is no longer accepted. */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as AuthFailure).status === 401;
}
