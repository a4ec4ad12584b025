// What the auth flow tells the user (spec section 8), word for word. Fallbacks are shown when the server gives no
// message of its own.

export const AUTH_FALLBACK = {
  login: 'Login failed',
  register: 'Registration failed',
  verifyEmail: 'Email verification failed',
  resendVerification: 'Failed to resend verification code',
  verifyTwoFactor: 'Two-factor verification failed',
  enableTwoFactor: 'Failed to enable two-factor authentication',
  verifyTwoFactorSetup: 'Failed to verify two-factor authentication setup',
  disableTwoFactor: 'Failed to disable two-factor authentication',
  forgotPassword: 'Failed to process forgot password request',
  resetPassword: 'Failed to reset password',
  changePassword: 'Failed to change password',
  fetchMe: 'Failed to fetch user profile',
  updateProfile: 'Failed to update profile',
} as const;

export const AUTH_SUCCESS = {
  codeSent: 'Verification code sent to your email',
  codeResent: 'Verification code sent successfully',
  resetLinkSent: 'Password reset instructions sent to your email',
  passwordReset: 'Password reset successful. You can now log in with your new password.',
  passwordChanged: 'Password changed successfully',
  twoFactorEnabled: 'Two-factor authentication enabled successfully',
  twoFactorDisabled: 'Two-factor authentication disabled successfully',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Successfully logged out',
} as const;

export const SESSION_EXPIRED_MESSAGE = 'Session expired';

/** Spec 2 (Forgot password): the panel shown after a request, whatever the email. */
export const RESET_LINK_SENT_NOTICE =
  "If an account with that email exists, we've sent password reset instructions to your email address.";

/** Spec 4: the question asked before two-factor login is turned off. */
export const DISABLE_TWO_FACTOR_CONFIRMATION =
  'Are you sure you want to disable two-factor authentication? This will make your account less secure.';

/** Spec 2 (Two-factor login). */
export const TWO_FACTOR_EXPIRY_NOTICE = 'The verification code will expire after 5 minutes';
