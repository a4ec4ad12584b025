import { newsletterEmailError } from '@startwise/flows/rules';
import { validationFailed } from '../../platform/http/http-error.js';

/** Addresses are compared trimmed and lower-cased: one address, one subscription (422 with the spec's message). */
export function normalizedEmail(raw: string): string {
  const error = newsletterEmailError(raw);
  if (error) throw validationFailed([{ field: 'email', message: error }], error);
  return raw.trim().toLowerCase();
}
