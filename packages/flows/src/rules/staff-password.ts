import { newPasswordError } from './auth-forms.js';

/** Staff passwords open every customer's data, so they are longer than a customer's minimum. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_TOO_SHORT = `Password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`;

/** A staff member's password being chosen (the staff command, an admin adding a member). */
export function staffPasswordError(password: string | undefined | null): string | undefined {
  return (
    newPasswordError(password) ??
    ((password ?? '').length < STAFF_PASSWORD_MIN_LENGTH ? STAFF_PASSWORD_TOO_SHORT : undefined)
  );
}
