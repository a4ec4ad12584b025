/** The account flows' answers that several flows (and the authentication hook) share. */
export const MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  invalidCode: 'Invalid or expired code',
  exhaustedCode: 'Too many incorrect attempts. Please request a new code.',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  wrongCurrentPassword: 'Current password is incorrect',
  sessionExpired: 'Session expired',
  invalidGstin: 'Please enter a valid GSTIN',
} as const;
