import { apiErrorFromResponse } from './errors';

/** The inner `data` of a success envelope `{ success: true, message?, data }`. */
export type Unwrapped<Envelope> = Envelope extends { data: infer Data } ? Data : undefined;

/** What an openapi-fetch call resolves to (`{ data, error, response }`), reduced to what unwrapping needs. */
export interface SettledCall<Envelope> {
  data?: Envelope;
  error?: unknown;
  response: Response;
}

/** The unwrapped value together with the envelope's success message, for screens that show it. */
export interface WithMessage<Data> {
  data: Data;
  message: string | undefined;
}

/**
 * Opens the envelope of a settled call, or throws the catalogue's ApiError when it failed. Kept out of the
 * middleware on purpose: rewriting the body there would lose openapi-fetch's inferred response types.
 */
export function unwrapWithMessage<Envelope>(
  result: SettledCall<Envelope>,
  fallbackMessage?: string,
): WithMessage<Unwrapped<Envelope>> {
  if (!result.response.ok) throw apiErrorFromResponse(result.response.status, result.error, fallbackMessage);
  const body: unknown = result.data;
  if (typeof body !== 'object' || body === null) return { data: undefined as Unwrapped<Envelope>, message: undefined };
  const envelope = body as { data?: unknown; message?: unknown };
  return {
    data: envelope.data as Unwrapped<Envelope>,
    message: typeof envelope.message === 'string' ? envelope.message : undefined,
  };
}

/** Opens the envelope of a settled call: the inner `data`, or the catalogue's ApiError. */
export function unwrap<Envelope>(result: SettledCall<Envelope>, fallbackMessage?: string): Unwrapped<Envelope> {
  return unwrapWithMessage(result, fallbackMessage).data;
}
