import { validateResetPassword } from '../../../rules/index.js';
import type { ResetPasswordInput } from '../types.js';
import { type AuthForm, type FormEvent, formMachine } from './form-machine.js';

/** Reset password: the emailed link's email and token with the new password. */
export const resetPasswordForm: AuthForm<FormEvent<'RESET_PASSWORD'>, ResetPasswordInput, unknown> = {
  validate: validateResetPassword,
  request: ({ email, token, newPassword }) => ({ email, token, newPassword }),
  machine: formMachine('resetPassword'),
  reply: (output) => output,
};
