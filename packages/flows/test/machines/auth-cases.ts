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

  done('login', { twoFactorRequired: true, email: EMAIL }),
  done('login', { emailVerificationRequired: true, email: EMAIL }),
  done('login', session),
  error('login', { status: 401, message: SERVER_MESSAGE }),
  error('login'),
  done('register', { email: EMAIL }),
  error('register'),
  done('verifyEmail', session),
  error('verifyEmail'),
  done('resendVerification'),
  error('resendVerification'),
  done('verifyTwoFactor', session),
  error('verifyTwoFactor', { status: 422, message: SERVER_MESSAGE }),
  done('forgotPassword'),
  error('forgotPassword'),
  done('resetPassword'),
  error('resetPassword'),
  done('fetchMe', { ...user, fullName: 'Asha Rao (fresh)' }),
  error('fetchMe', { status: 401, message: 'Unauthorized' }),
  error('fetchMe'),
  done('updateProfile', { ...user, fullName: 'Asha R' }),
  error('updateProfile'),
  done('changePassword'),
  error('changePassword', { status: 422, message: SERVER_MESSAGE, fieldErrors: { currentPassword: SERVER_MESSAGE } }),
  done('enableTwoFactor'),
  error('enableTwoFactor'),
  done('verifyTwoFactorSetup', { ...user, twoFactorAuth: { enabled: true }, twoFactorAuthEnabled: true }),
  error('verifyTwoFactorSetup'),
  done('disableTwoFactor', user),
  error('disableTwoFactor'),
  done('logout'),
  error('logout'),
];
