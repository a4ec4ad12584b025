import { isValidEmail } from './email.js';
import { collectErrors } from './field-errors.js';
import type { FieldErrors } from './form-field.js';
import { CONTACT_REQUIRED_FIELDS, EMAIL_INVALID } from './messages.js';

export interface ContactValues {
  name: string;
  email: string;
  /** optional, not checked (spec 5) */
  phone?: string;
  message: string;
}

const isBlank = (value: string | undefined) => (value ?? '').trim() === '';

/** Per field: each missing required field carries the form's one message, a malformed email the address message. */
export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return collectErrors({
    name: isBlank(values.name) ? CONTACT_REQUIRED_FIELDS : undefined,
    email: isBlank(values.email) ? CONTACT_REQUIRED_FIELDS : isValidEmail(values.email) ? undefined : EMAIL_INVALID,
    phone: undefined,
    message: isBlank(values.message) ? CONTACT_REQUIRED_FIELDS : undefined,
  });
}

/** The single toast the contact form shows: missing fields first, then the address. */
export function contactError(values: ContactValues): string | undefined {
  const errors = validateContact(values);
  if (Object.values(errors).includes(CONTACT_REQUIRED_FIELDS)) return CONTACT_REQUIRED_FIELDS;
  return errors.email;
}
