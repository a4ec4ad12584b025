import { AUTH_FALLBACK, AUTH_SUCCESS, SESSION_EXPIRED_MESSAGE } from '../auth/messages.js';

// What the staff sign-in tells the member: the customers' words where the step is the same (spec 8), the back
// office's own where it is not.

export const STAFF_FALLBACK = {
  login: AUTH_FALLBACK.login,
  verifyCode: AUTH_FALLBACK.verifyTwoFactor,
  fetchMe: 'Failed to load your staff account',
} as const;

export const STAFF_SUCCESS = { loggedOut: AUTH_SUCCESS.loggedOut } as const;

export const STAFF_SESSION_EXPIRED = SESSION_EXPIRED_MESSAGE;

/** The code step's line under the boxes: staff codes live as long as the customers' two-factor codes. */
export const STAFF_CODE_NOTICE = 'The sign-in code expires after 5 minutes';
