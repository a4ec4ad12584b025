// The events the auth model may take, with payloads: user events in their valid and invalid forms, and every
// answer the fake server can give (done with each kind of output, error with and without a server message).
import type { AnyEventObject } from 'xstate';
import { CODE, EMAIL, PASSWORD, session, user } from './auth-fixtures.js';

const done = (actor: string, output: unknown = {}) => ({ type: `xstate.done.actor.${actor}`, output });
const error = (actor: string, failure: unknown = { status: 500 }) => ({
  type: `xstate.error.actor.${actor}`,
  error: failure,
});

export const SERVER_MESSAGE = 'The server explains';

// What the step machines report (their own tests check they do); the session shows each new report once.
export const STARTED = { status: 'loading', error: null, message: null, fieldErrors: {} };
export const FAILED_CODE = { status: 'failed', error: SERVER_MESSAGE, fieldErrors: {} };
export const CODE_SENT = { status: 'succeeded', error: null, message: 'Verification code sent to your email' };
const ENABLED = { status: 'succeeded', error: null, message: 'Two-factor authentication enabled successfully' };
const DISABLED = { status: 'succeeded', error: null, message: 'Two-factor authentication disabled successfully' };

/** A snapshot of a running step, as the session machine receives it (invoke onSnapshot). */
function stepSnapshot(step: string, value: unknown, tags: string[], report: object | null) {
  return {
    type: `xstate.snapshot.${step}`,
    snapshot: { value, tags: new Set(tags), context: { report, deadline: Date.now() + 120_000 } },
  };
}

export const authCases: AnyEventObject[] = [
  { type: 'LOGIN', email: EMAIL, password: PASSWORD, from: '/submissions' },
  { type: 'LOGIN', email: 'asha', password: '123' },
  {
    type: 'REGISTER',
    fullName: 'Asha Rao',
    email: EMAIL,
    phone: '9876543210',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
  { type: 'REGISTER', fullName: '', email: EMAIL, phone: '12', password: PASSWORD, confirmPassword: 'other1' },
  { type: 'FORGOT_PASSWORD', email: EMAIL },
  { type: 'FORGOT_PASSWORD', email: 'asha@' },
  { type: 'RESET_PASSWORD', email: EMAIL, token: 'reset-token', newPassword: 'newpass1', confirmPassword: 'newpass1' },
  { type: 'RESET_PASSWORD', email: EMAIL, token: 'reset-token', newPassword: 'new', confirmPassword: 'other' },
  { type: 'SUBMIT_CODE', code: CODE },
  { type: 'SUBMIT_CODE', code: '12' },
  { type: 'EDIT_FIELD', field: 'email' },
  { type: 'UPDATE_PROFILE', fullName: 'Asha R', phone: '' },
  { type: 'UPDATE_PROFILE', fullName: ' ', phone: 'abc' },
  { type: 'CHANGE_PASSWORD', currentPassword: PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' },
  { type: 'CHANGE_PASSWORD', currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: 'x' },
  { type: 'TOKENS_REFRESHED', token: 'access-2', refreshToken: 'refresh-2' },

  // The children's answers: a form's reply or its call's error, a step's outcome, a step's snapshot.
  done('loginForm', { twoFactorRequired: true, email: EMAIL }),
  done('loginForm', { emailVerificationRequired: true, email: EMAIL }),
  done('loginForm', session),
  error('loginForm', { status: 401, message: SERVER_MESSAGE }),
  error('loginForm'),
  done('registerForm', { email: EMAIL }),
  error('registerForm'),
  done('forgotPasswordForm'),
  error('forgotPasswordForm'),
  done('resetPasswordForm'),
  error('resetPasswordForm'),
  done('profileForm', { ...user, fullName: 'Asha R' }),
  error('profileForm'),
  done('changePasswordForm'),
  error('changePasswordForm', {
    status: 422,
    message: SERVER_MESSAGE,
    fieldErrors: { currentPassword: SERVER_MESSAGE },
  }),
  done('fetchMe', { ...user, fullName: 'Asha Rao (fresh)' }),
  error('fetchMe', { status: 401, message: 'Unauthorized' }),
  error('fetchMe'),
  done('logout'),
  error('logout'),

  done('twoFactorLogin', { report: null, result: session }),
  stepSnapshot('twoFactorLogin', { pending: { code: 'verifying', clock: 'running' } }, ['submitting'], STARTED),
  stepSnapshot('twoFactorLogin', { pending: { code: 'entering', clock: 'running' } }, [], FAILED_CODE),
  stepSnapshot('twoFactorLogin', 'expired', [], FAILED_CODE),
  done('emailVerification', { report: null, result: session }),
  stepSnapshot('emailVerification', { pending: { code: 'entering', resend: 'ready' } }, [], null),
  stepSnapshot('emailVerification', { pending: { code: 'entering', resend: 'sending' } }, ['resending'], STARTED),
  done('twoFactorSetup', { report: ENABLED, result: { ...user, twoFactorAuth: { enabled: true } } }),
  done('twoFactorSetup', { report: { status: 'idle', error: null, message: null, fieldErrors: {} } }),
  stepSnapshot('twoFactorSetup', 'requestingCode', ['submitting'], STARTED),
  stepSnapshot('twoFactorSetup', 'awaitingCode', [], CODE_SENT),
  done('twoFactorDisable', { report: DISABLED, result: user }),
  done('twoFactorDisable', { report: null }),
  stepSnapshot('twoFactorDisable', 'confirming', [], null),
];
