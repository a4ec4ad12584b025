import { isValidEmail } from './email.js';
import { EMAIL_INVALID, NEWSLETTER_EMAIL_INVALID_FIRST, NEWSLETTER_EMAIL_REQUIRED } from './messages.js';

/** Footer form: anything but a well-formed address (blank included) gets the one toast. */
export function footerNewsletterError(email: string | undefined | null): string | undefined {
  return isValidEmail(email) ? undefined : EMAIL_INVALID;
}

/** Newsletter page: blank and malformed addresses are told apart. */
export function newsletterEmailError(email: string | undefined | null): string | undefined {
  if ((email ?? '').trim() === '') return NEWSLETTER_EMAIL_REQUIRED;
  return isValidEmail(email) ? undefined : EMAIL_INVALID;
}

/** Newsletter page toggle: it needs a valid address before it can flip anything. */
export function newsletterToggleError(email: string | undefined | null): string | undefined {
  return isValidEmail(email) ? undefined : NEWSLETTER_EMAIL_INVALID_FIRST;
}

/** The status lookup runs only for a valid address (spec 5). */
export function shouldLookUpNewsletterStatus(email: string | undefined | null): boolean {
  return isValidEmail(email);
}
