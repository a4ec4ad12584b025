import { fromPromise } from 'xstate';
import { loginForm } from '../auth/forms/login-form.js';
import { twoFactorLoginMachine } from '../auth/steps/two-factor-login.js';
import type { EmailCodeInput, LoginInput, Session } from '../auth/types.js';
import type { StaffSessionMachine } from './staff-session.machine.js';
import type { StaffLogoutInput, StaffMember, StaffSession } from './types.js';

type Call<TInput, TOutput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/**
 * The staff sign-in's server calls as plain async functions, each with the AbortSignal of its request. Reject with
 * the API client's error; the flow shows its message (or the fallback) and treats a 401 on `fetchMe` as the end of
 * the session.
 */
export interface StaffSessionServices {
  /** POST /admin/auth/login: a right password mails the code; the reply is not read. */
  login: Call<LoginInput, unknown>;
  /** POST /admin/auth/verify. */
  verifyCode: Call<EmailCodeInput, StaffSession>;
  /** GET /admin/me. */
  fetchMe: Call<undefined, StaffMember>;
  /** POST /admin/auth/logout. */
  logout: Call<StaffLogoutInput, unknown>;
}

/**
 * The machine with `services` provided where each call is made: the login form's `submit`, the code step's `verify`
 * (the customers' machines, reused) and the session's own `fetchMe` and `logout`.
 */
export function provideStaffSessionServices(
  machine: StaffSessionMachine,
  services: StaffSessionServices,
): StaffSessionMachine {
  return machine.provide({
    actors: {
      loginForm: loginForm.machine.provide({
        actors: {
          submit: fromPromise<unknown, unknown>(({ input, signal }) => services.login(input as LoginInput, signal)),
        },
      }),
      twoFactorLogin: twoFactorLoginMachine.provide({
        actors: {
          // The code step keeps a customer's Session; for staff its tokens are what matters (the member comes from
          // GET /admin/me next, with their role).
          verify: fromPromise<Session, EmailCodeInput>(async ({ input, signal }) => {
            const { token, refreshToken, staff } = await services.verifyCode(input, signal);
            return { token, refreshToken, user: staff };
          }),
        },
      }),
      fetchMe: fromPromise<StaffMember, undefined>(({ input, signal }) => services.fetchMe(input, signal)),
      logout: fromPromise<unknown, StaffLogoutInput>(({ input, signal }) => services.logout(input, signal)),
    },
  });
}
