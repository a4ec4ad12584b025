import { type AnyMachineSnapshot, assign, setup } from 'xstate';
import { clearFieldError, type FieldErrors, hasErrors, redirectAfterLogin } from '../../rules/index.js';
import { isUnauthorized } from './failure.js';
import { type FeedbackPatch, feedbackCleared, requestFailed, requestStarted, requestSucceeded } from './feedback.js';
import { changePasswordForm } from './forms/change-password-form.js';
import { forgotPasswordForm } from './forms/forgot-password-form.js';
import { loginForm } from './forms/login-form.js';
import { profileForm } from './forms/profile-form.js';
import { registerForm } from './forms/register-form.js';
import { resetPasswordForm } from './forms/reset-password-form.js';
import { SESSION_EXPIRED_MESSAGE } from './messages.js';
import { placeholder } from './placeholder.js';
import { type StepId, stepShown } from './step-view.js';
import { emailVerificationMachine } from './steps/email-verification.js';
import { twoFactorDisableMachine } from './steps/two-factor-disable.js';
import { twoFactorLoginMachine } from './steps/two-factor-login.js';
import { twoFactorSetupMachine } from './steps/two-factor-setup.js';
import { RESEND_COOLDOWN_MS, TWO_FACTOR_LIFETIME_MS } from './timing.js';
import type { AuthContext, AuthEvent, AuthUser, LogoutInput, PersistedAuth, Session } from './types.js';

// The session machine's vocabulary: its children (one machine per form and per step), the session it keeps
// (tokens, customer, pending step, persisted keys) and the feedback the screens show.

/** The client rules of the form an event submits; `{}` for events that carry no form. */
export function formErrorsOf(event: AuthEvent): FieldErrors {
  switch (event.type) {
    case 'LOGIN':
      return loginForm.validate(event);
    case 'REGISTER':
      return registerForm.validate(event);
    case 'FORGOT_PASSWORD':
      return forgotPasswordForm.validate(event);
    case 'RESET_PASSWORD':
      return resetPasswordForm.validate(event);
    case 'UPDATE_PROFILE':
      return profileForm.validate(event);
    case 'CHANGE_PASSWORD':
      return changePasswordForm.validate(event);
    default:
      return {};
  }
}

const withTwoFactor = (user: AuthUser | null, enabled: boolean): AuthUser | null =>
  user && { ...user, twoFactorAuth: { enabled }, twoFactorAuthEnabled: enabled };

const pendingStepCleared = {
  authStep: 'login',
  tempEmail: null,
  codeExpiresAt: null,
  resendAvailableAt: null,
} as const;

export const sessionSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    // `| undefined` would be swallowed by the optional `input` slot and createActor would then demand an input;
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps createActor(authMachine) valid without one.
    input: {} as PersistedAuth | void,
  },
  actors: {
    loginForm: loginForm.machine,
    registerForm: registerForm.machine,
    forgotPasswordForm: forgotPasswordForm.machine,
    resetPasswordForm: resetPasswordForm.machine,
    profileForm: profileForm.machine,
    changePasswordForm: changePasswordForm.machine,
    twoFactorLogin: twoFactorLoginMachine,
    emailVerification: emailVerificationMachine,
    twoFactorSetup: twoFactorSetupMachine,
    twoFactorDisable: twoFactorDisableMachine,
    fetchMe: placeholder<AuthUser, undefined>('fetchMe'),
    logout: placeholder<unknown, LogoutInput>('logout'),
  },
  actions: {
    /** Writes the persisted keys from the context; withAuthStorage provides it. */
    persist: () => {
      throw new Error("auth machine: the 'persist' action is not provided (provide me, e.g. withAuthStorage)");
    },
    startRequest: assign((_) => requestStarted()),
    succeed: assign((_, params: { message?: string }) => requestSucceeded(params.message)),
    fail: assign((_, params: { error: unknown; fallback: string }) => requestFailed(params.error, params.fallback)),
    applyReport: assign((_, params: { report: FeedbackPatch | null }) => params.report ?? {}),
    clearFeedback: assign((_) => feedbackCleared()),
    showFieldErrors: assign({ fieldErrors: ({ event }) => formErrorsOf(event), error: null, message: null }),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'EDIT_FIELD' ? clearFieldError(context.fieldErrors, event.field) : context.fieldErrors,
    }),
    /** Mirrors the running step for the screens, and takes over each new report of its requests. */
    showStep: assign(({ context }, params: { id: StepId; snapshot: AnyMachineSnapshot }) =>
      stepShown(context.step, params.id, params.snapshot),
    ),
    forgetStep: assign({ step: null }),
    rememberDestination: assign({
      redirectTo: ({ event }) =>
        event.type === 'LOGIN' || event.type === 'REGISTER' ? redirectAfterLogin(event.from) : '/',
    }),
    /** The email being signed in or registered: it becomes the pending email if a code step follows. */
    rememberEmail: assign({
      tempEmail: ({ context, event }) => ('email' in event ? event.email.trim() : context.tempEmail),
    }),
    awaitTwoFactor: assign(({ context }, params: { email?: string }) => ({
      authStep: 'two-factor',
      tempEmail: params.email ?? context.tempEmail,
      codeExpiresAt: Date.now() + TWO_FACTOR_LIFETIME_MS,
    })),
    /** After a reload the stored deadline still holds; without one the countdown starts afresh. */
    resumeTwoFactorDeadline: assign({
      codeExpiresAt: ({ context }) => context.codeExpiresAt ?? Date.now() + TWO_FACTOR_LIFETIME_MS,
    }),
    /** A code was just sent, so resending waits for the cooldown (the server refuses sooner with a 429). */
    awaitEmailVerification: assign(({ context }, params: { email?: string }) => ({
      authStep: 'email-verification',
      tempEmail: params.email ?? context.tempEmail,
      resendAvailableAt: Date.now() + RESEND_COOLDOWN_MS,
    })),
    forgetPending: assign(pendingStepCleared),
    storeSession: assign((_, params: Partial<Session>) => ({
      token: params.token ?? null,
      refreshToken: params.refreshToken ?? null,
      user: params.user ?? null,
      ...pendingStepCleared,
    })),
    storeTokens: assign(({ event }) =>
      event.type === 'TOKENS_REFRESHED' ? { token: event.token, refreshToken: event.refreshToken } : {},
    ),
    setUser: assign((_, params: { user: AuthUser }) => ({ user: params.user })),
    setTwoFactor: assign(({ context }, params: { user: AuthUser | undefined; enabled: boolean }) => ({
      user: withTwoFactor(params.user ?? context.user, params.enabled),
    })),
    clearSession: assign({ token: null, refreshToken: null, user: null, redirectTo: null, ...pendingStepCleared }),
    expireSession: assign({ status: 'failed', error: SESSION_EXPIRED_MESSAGE, message: null }),
  },
  guards: {
    formIsValid: ({ event }) => !hasErrors(formErrorsOf(event)),
    hasToken: ({ context }) => context.token !== null,
    awaitingTwoFactor: ({ context }) => context.authStep === 'two-factor' && context.tempEmail !== null,
    awaitingEmailVerification: ({ context }) => context.authStep === 'email-verification' && context.tempEmail !== null,
    twoFactorRequired: (_, params: { result: { twoFactorRequired?: boolean } }) =>
      params.result.twoFactorRequired === true,
    emailVerificationRequired: (_, params: { result: { emailVerificationRequired?: boolean } }) =>
      params.result.emailVerificationRequired === true,
    unauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    changedUser: (_, params: { user: AuthUser | undefined }) => params.user !== undefined,
  },
});

/** The actions of a call that opened a session: `sessionOf` reads it from the call's output. */
export const signedIn = (sessionOf: (output: unknown) => Partial<Session> | undefined) =>
  [
    { type: 'storeSession', params: ({ event }: { event: { output: unknown } }) => sessionOf(event.output) ?? {} },
    { type: 'succeed', params: {} },
  ] as const;
