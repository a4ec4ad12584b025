// Reading a rejected call. Storefronts reject with their API client's error (for @startwise/api-client an ApiError
// whose `message` is already the server's message or the catalogue text, and whose `fieldErrors` maps field ->
// message); anything else falls back to the flow's own text.

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The server's message (or the error's own), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string') return nonBlank(error) ?? fallback;
  if (typeof error === 'object' && error !== null)
    return nonBlank((error as { message?: unknown }).message) ?? fallback;
  return fallback;
}

/** `fieldErrors` of a rejected call as field -> message (empty when there are none). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (typeof error !== 'object' || error === null) return {};
  const fieldErrors = (error as { fieldErrors?: unknown }).fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => nonBlank(entry[1]) !== undefined),
  );
}
