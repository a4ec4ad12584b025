import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { changePasswordForm } from '../../src/machines/auth/forms/change-password-form.js';
import { forgotPasswordForm } from '../../src/machines/auth/forms/forgot-password-form.js';
import { loginForm } from '../../src/machines/auth/forms/login-form.js';
import { profileForm } from '../../src/machines/auth/forms/profile-form.js';
import { registerForm } from '../../src/machines/auth/forms/register-form.js';
import { resetPasswordForm } from '../../src/machines/auth/forms/reset-password-form.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { shortestPaths, simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { EMAIL, PASSWORD, session, user } from './auth-fixtures.js';
import { modelBasedSuite } from './model-suite.js';

// Each form of the auth flow sends its request through its one call and finishes with the server's reply: while it
// is on its way the form shows as submitting, and the reply is what the session machine receives.

interface FormCase {
  name: string;
  call: string;
  machine: AnyStateMachine;
  request: unknown;
  reply: unknown;
}

const forms: FormCase[] = [
  {
    name: 'login',
    call: 'login',
    machine: loginForm.machine,
    request: loginForm.request({ type: 'LOGIN', email: ` ${EMAIL} `, password: PASSWORD }),
    reply: session,
  },
  {
    name: 'register',
    call: 'register',
    machine: registerForm.machine,
    request: registerForm.request({
      type: 'REGISTER',
      fullName: ' Asha Rao ',
      email: EMAIL,
      phone: ' ',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    }),
    reply: { email: EMAIL },
  },
  {
    name: 'forgot password',
    call: 'forgotPassword',
    machine: forgotPasswordForm.machine,
    request: forgotPasswordForm.request({ type: 'FORGOT_PASSWORD', email: EMAIL }),
    reply: {},
  },
  {
    name: 'reset password',
    call: 'resetPassword',
    machine: resetPasswordForm.machine,
    request: resetPasswordForm.request({
      type: 'RESET_PASSWORD',
      email: EMAIL,
      token: 'reset-token',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    }),
    reply: {},
  },
  {
    name: 'profile',
    call: 'updateProfile',
    machine: profileForm.machine,
    request: profileForm.request({ type: 'UPDATE_PROFILE', fullName: ' Asha R ', phone: '9876543210' }),
    reply: { ...user, fullName: 'Asha R' },
  },
  {
    name: 'change password',
    call: 'changePassword',
    machine: changePasswordForm.machine,
    request: changePasswordForm.request({
      type: 'CHANGE_PASSWORD',
      currentPassword: PASSWORD,
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    }),
    reply: {},
  },
];

// The requests as the API client must receive them (trimmed, an empty phone left out), written out here.
const REQUESTS: Record<string, unknown> = {
  login: { email: EMAIL, password: PASSWORD },
  register: { fullName: 'Asha Rao', email: EMAIL, password: PASSWORD },
  forgotPassword: { email: EMAIL },
  resetPassword: { email: EMAIL, token: 'reset-token', newPassword: 'newpass1' },
  updateProfile: { fullName: 'Asha R', phone: '9876543210' },
  changePassword: { currentPassword: PASSWORD, newPassword: 'newpass1' },
};

function checkView(form: FormCase, fakes: FakeActors) {
  return (snapshot: AnyMachineSnapshot, event: EventObject) => {
    if (snapshot.matches('sending')) {
      expect(snapshot.hasTag('submitting')).toBe(true);
      expect(fakes.isPending(form.call)).toBe(true);
      expect(fakes.lastInput(form.call)).toEqual(REQUESTS[form.call]);
    }
    if (event.type === `xstate.done.actor.${form.call}`) {
      expect(snapshot.status).toBe('done');
      expect(snapshot.hasTag('submitting')).toBe(false);
      expect(snapshot.output).toEqual(form.reply);
    }
  };
}

for (const form of forms) {
  describe(`${form.name} form machine (model-based)`, () => {
    const cases = [{ type: `xstate.done.actor.${form.call}`, output: form.reply }];
    const options = { cases, input: form.request };
    const paths = [
      ...shortestPaths(form.machine, options),
      ...simplePaths(form.machine, options),
      ...transitionPaths(form.machine, options),
    ];
    modelBasedSuite(form.machine, { name: `${form.name} form` }).walk(paths, (fakes) => ({
      machine: form.machine.provide({ actors: { submit: fakes.promise(form.call) } }),
      input: form.request,
      check: checkView(form, fakes),
    }));
  });
}
