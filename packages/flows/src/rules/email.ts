// The "simple address pattern" of spec section 5: some text, an at sign, some text, a dot, some text.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string | undefined | null): boolean {
  return EMAIL_PATTERN.test((email ?? '').trim());
}

/** Lowercased part after the at sign ('' when there is none). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}
