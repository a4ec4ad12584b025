import { fromPromise } from 'xstate';
import type { AuthMachine } from './auth-machine.js';
import type {
  AuthUser,
  ChangePasswordInput,
  CodeInput,
  EmailCodeInput,
  EmailInput,
  LoginInput,
  LoginResult,
  LogoutInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  Session,
} from './types.js';

type Call<TInput, TOutput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

/**
 * The server calls of the auth flow as plain async functions. Each receives the AbortSignal of its request: pass it
 * to the HTTP client, so leaving a step (Cancel, a new login, logout) cancels the call. Reject with the API
 * client's error (`message`, `status`, `fieldErrors`); the flow shows the message or the spec-8 fallback.
 */
export interface AuthServices {
  login: Call<LoginInput, LoginResult>;
  register: Call<RegisterInput, unknown>;
  verifyEmail: Call<EmailCodeInput, Session>;
  resendVerification: Call<EmailInput, unknown>;
  verifyTwoFactor: Call<EmailCodeInput, Session>;
  forgotPassword: Call<EmailInput, unknown>;
  resetPassword: Call<ResetPasswordInput, unknown>;
  fetchMe: Call<undefined, AuthUser>;
  updateProfile: Call<ProfileInput, AuthUser>;
  changePassword: Call<ChangePasswordInput, unknown>;
  enableTwoFactor: Call<undefined, unknown>;
  verifyTwoFactorSetup: Call<CodeInput, AuthUser>;
  disableTwoFactor: Call<undefined, AuthUser>;
  logout: Call<LogoutInput, unknown>;
}

const promised = <TInput, TOutput>(call: Call<TInput, TOutput>) =>
  fromPromise<TOutput, TInput>(({ input, signal }) => call(input, signal));

/**
 * The machine with `services` as its actors (what `machine.provide({ actors })` does, without spelling out
 * fromPromise types). A service left out keeps its placeholder, which fails the step with "provide me".
 */
export function provideAuthServices(machine: AuthMachine, services: Partial<AuthServices>): AuthMachine {
  const actors = Object.fromEntries(
    Object.entries(services).map(([name, call]) => [name, promised(call as Call<unknown, unknown>)]),
  );
  return machine.provide({ actors: actors as Parameters<AuthMachine['provide']>[0]['actors'] });
}
