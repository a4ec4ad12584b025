import { validateRegister } from '../../../rules/index.js';
import type { RegisterInput } from '../types.js';
import { type AuthForm, type FormEvent, formMachine, optionalPhone } from './form-machine.js';

/** Register: a registration always continues with email verification. */
export const registerForm: AuthForm<FormEvent<'REGISTER'>, RegisterInput, unknown> = {
  validate: validateRegister,
  request: ({ fullName, email, phone, password }) => ({
    fullName: fullName.trim(),
    email: email.trim(),
    ...optionalPhone(phone),
    password,
  }),
  machine: formMachine('register'),
  reply: (output) => output,
};
