import { validateLogin } from '../../../rules/index.js';
import type { LoginInput, LoginResult } from '../types.js';
import { type AuthForm, type FormEvent, formMachine } from './form-machine.js';

/** Login: the reply is a session, or the code step that comes first. */
export const loginForm: AuthForm<FormEvent<'LOGIN'>, LoginInput, LoginResult> = {
  validate: validateLogin,
  request: (event) => ({ email: event.email.trim(), password: event.password }),
  machine: formMachine('login'),
  reply: (output) => output as LoginResult,
};
