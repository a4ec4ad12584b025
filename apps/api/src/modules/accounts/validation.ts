import { validationFailed } from '../../platform/http/http-error.js';

/**
 * Turns the shared rules' FieldErrors (spec 5 messages from @startwise/flows/rules) into the contract's 422.
 * `confirmPassword` is dropped: the client checks it, and the server never receives it (spec 3).
 */
export function assertValid(errors: Partial<Record<string, string>>): void {
  const list = Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'confirmPassword')
    .map(([field, message]) => ({ field, message }));
  if (list.length > 0) throw validationFailed(list, list[0]?.message);
}
