import { validateChangePassword } from '../../../rules/index.js';
import type { ChangePasswordInput } from '../types.js';
import { type AuthForm, type FormEvent, formMachine } from './form-machine.js';

/** Change password: the current password and the new one. */
export const changePasswordForm: AuthForm<FormEvent<'CHANGE_PASSWORD'>, ChangePasswordInput, unknown> = {
  validate: validateChangePassword,
  request: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
  machine: formMachine('changePassword'),
  reply: (output) => output,
};
