import { validateProfile } from '../../../rules/index.js';
import type { AuthUser, ProfileInput } from '../types.js';
import { type AuthForm, type FormEvent, formMachine, optionalPhone } from './form-machine.js';

/** Profile: the reply is the updated customer. */
export const profileForm: AuthForm<FormEvent<'UPDATE_PROFILE'>, ProfileInput, AuthUser> = {
  validate: validateProfile,
  request: (event) => ({ fullName: event.fullName.trim(), ...optionalPhone(event.phone) }),
  machine: formMachine('updateProfile'),
  reply: (output) => output as AuthUser,
};
