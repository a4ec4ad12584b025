import { validateForgotPassword } from '../../../rules/index.js';
import type { EmailInput } from '../types.js';
import { type AuthForm, type FormEvent, formMachine } from './form-machine.js';

/** Forgot password: asks for a reset link by email. */
export const forgotPasswordForm: AuthForm<FormEvent<'FORGOT_PASSWORD'>, EmailInput, unknown> = {
  validate: validateForgotPassword,
  request: (event) => ({ email: event.email.trim() }),
  machine: formMachine('forgotPassword'),
  reply: (output) => output,
};
