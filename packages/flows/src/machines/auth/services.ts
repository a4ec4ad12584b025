import { type AnyActorLogic, type AnyStateMachine, fromPromise } from 'xstate';
import type { AuthMachine } from './session-machine.js';
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

type ChildName = Exclude<keyof AuthMachine['implementations']['actors'], 'fetchMe' | 'logout'>;

/** Which machine makes each call, and the name of the actor it invokes for it (null: the session machine). */
const CALLERS: Record<keyof AuthServices, readonly [ChildName | null, string]> = {
  login: ['loginForm', 'submit'],
  register: ['registerForm', 'submit'],
  forgotPassword: ['forgotPasswordForm', 'submit'],
  resetPassword: ['resetPasswordForm', 'submit'],
  updateProfile: ['profileForm', 'submit'],
  changePassword: ['changePasswordForm', 'submit'],
  verifyTwoFactor: ['twoFactorLogin', 'verify'],
  verifyEmail: ['emailVerification', 'verify'],
  resendVerification: ['emailVerification', 'resend'],
  enableTwoFactor: ['twoFactorSetup', 'enableTwoFactor'],
  verifyTwoFactorSetup: ['twoFactorSetup', 'verifyTwoFactorSetup'],
  disableTwoFactor: ['twoFactorDisable', 'disableTwoFactor'],
  fetchMe: [null, 'fetchMe'],
  logout: [null, 'logout'],
};

/**
 * The machine with `actors` (actor logic, by the name of the call in AuthServices) provided where they are invoked:
 * each child machine (a form or a step) gets its calls with `child.provide({ actors })`, and the session machine
 * gets those children and its own calls with `machine.provide({ actors })`.
 */
export function provideAuthActors(
  machine: AuthMachine,
  actors: Partial<Record<keyof AuthServices, AnyActorLogic>>,
): AuthMachine {
  const own: Record<string, AnyActorLogic> = {};
  const byChild = new Map<ChildName, Record<string, AnyActorLogic>>();
  for (const [call, logic] of Object.entries(actors) as [keyof AuthServices, AnyActorLogic][]) {
    const [child, name] = CALLERS[call];
    if (child === null) own[name] = logic;
    else byChild.set(child, { ...byChild.get(child), [name]: logic });
  }
  for (const [child, childActors] of byChild) {
    const current = machine.implementations.actors[child] as AnyStateMachine;
    own[child] = current.provide({ actors: childActors });
  }
  return machine.provide({ actors: own as Parameters<AuthMachine['provide']>[0]['actors'] });
}

/**
 * The machine with `services` as its calls (what provideAuthActors does, without spelling out fromPromise types).
 * A service left out keeps its placeholder, which fails the step with "provide me".
 */
export function provideAuthServices(machine: AuthMachine, services: Partial<AuthServices>): AuthMachine {
  const actors = Object.fromEntries(
    Object.entries(services).map(([name, call]) => [name, promised(call as Call<unknown, unknown>)]),
  );
  return provideAuthActors(machine, actors);
}
