import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorMessage, fieldErrorsOf } from '../../rules/error-message.js';
import {
  clearFieldError,
  type FieldErrors,
  hasErrors,
  redirectAfterLogin,
  validateChangePassword,
  validateForgotPassword,
  validateLogin,
  validateProfile,
  validateRegister,
  validateResetPassword,
} from '../../rules/index.js';
import { isCompleteCode } from '../code-entry/code.js';
import { msUntil } from '../code-entry/countdown.js';
import { isUnauthorized } from './failure.js';
import { AUTH_FALLBACK, AUTH_SUCCESS, SESSION_EXPIRED_MESSAGE } from './messages.js';
import { RESEND_COOLDOWN_MS, TWO_FACTOR_LIFETIME_MS } from './timing.js';
import type {
  AuthContext,
  AuthEvent,
  AuthUser,
  ChangePasswordInput,
  CodeInput,
  EmailCodeInput,
  EmailInput,
  LoginInput,
  LoginResult,
  LogoutInput,
  PersistedAuth,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  Session,
} from './types.js';

// The sign-in and account flow of spec sections 2-4. No network and no browser storage in here: every call is an
// injected actor and persistence is the injected `persist` action (see withAuthStorage), so any storefront can
// plug in its own API client. Navigation is the app's job: it reads authStep / the state selectors.

/** A named actor the app must provide; running it unprovided fails loudly. */
function placeholder<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`auth machine: the '${name}' actor is not provided (provide me)`);
  });
}

/** The client-side rules (spec 5) of the form an event submits; `{}` for events that carry no form. */
function formErrorsOf(event: AuthEvent): FieldErrors {
  switch (event.type) {
    case 'LOGIN':
      return validateLogin(event);
    case 'REGISTER':
      return validateRegister(event);
    case 'FORGOT_PASSWORD':
      return validateForgotPassword(event);
    case 'RESET_PASSWORD':
      return validateResetPassword(event);
    case 'UPDATE_PROFILE':
      return validateProfile(event);
    case 'CHANGE_PASSWORD':
      return validateChangePassword(event);
    default:
      return {};
  }
}

/** An optional phone is sent only when filled in. */
const optionalPhone = (phone: string | undefined) => (phone?.trim() ? { phone: phone.trim() } : {});

const withTwoFactor = (user: AuthUser | null, enabled: boolean): AuthUser | null =>
  user && { ...user, twoFactorAuth: { enabled }, twoFactorAuthEnabled: enabled };

const pendingStepCleared = {
  authStep: 'login',
  tempEmail: null,
  codeExpiresAt: null,
  resendAvailableAt: null,
} as const;

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    // `| undefined` would be swallowed by the optional `input` slot and createActor would then demand an input;
    // biome-ignore lint/suspicious/noConfusingVoidType: `void` keeps createActor(authMachine) valid without one.
    input: {} as PersistedAuth | void,
  },
  actors: {
    login: placeholder<LoginResult, LoginInput>('login'),
    register: placeholder<unknown, RegisterInput>('register'),
    verifyEmail: placeholder<Session, EmailCodeInput>('verifyEmail'),
    resendVerification: placeholder<unknown, EmailInput>('resendVerification'),
    verifyTwoFactor: placeholder<Session, EmailCodeInput>('verifyTwoFactor'),
    forgotPassword: placeholder<unknown, EmailInput>('forgotPassword'),
    resetPassword: placeholder<unknown, ResetPasswordInput>('resetPassword'),
    fetchMe: placeholder<AuthUser, undefined>('fetchMe'),
    updateProfile: placeholder<AuthUser, ProfileInput>('updateProfile'),
    changePassword: placeholder<unknown, ChangePasswordInput>('changePassword'),
    enableTwoFactor: placeholder<unknown, undefined>('enableTwoFactor'),
    verifyTwoFactorSetup: placeholder<AuthUser, CodeInput>('verifyTwoFactorSetup'),
    disableTwoFactor: placeholder<AuthUser, undefined>('disableTwoFactor'),
    logout: placeholder<unknown, LogoutInput>('logout'),
  },
  actions: {
    /** Writes the persisted keys from the context; withAuthStorage provides it. */
    persist: () => {
      throw new Error("auth machine: the 'persist' action is not provided (provide me, e.g. withAuthStorage)");
    },
    startRequest: assign({ status: 'loading', error: null, message: null, fieldErrors: {} }),
    succeed: assign((_, params: { message?: string }) => ({
      status: 'succeeded',
      error: null,
      message: params.message ?? null,
    })),
    fail: assign((_, params: { error: unknown; fallback: string }) => ({
      status: 'failed',
      error: errorMessage(params.error, params.fallback),
      fieldErrors: fieldErrorsOf(params.error),
    })),
    clearFeedback: assign({ status: 'idle', error: null, message: null, fieldErrors: {} }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => formErrorsOf(event), error: null, message: null }),
    clearFieldError: assign({
      fieldErrors: ({ context, event }) =>
        event.type === 'EDIT_FIELD' ? clearFieldError(context.fieldErrors, event.field) : context.fieldErrors,
    }),
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
    startResendCooldown: assign({ resendAvailableAt: () => Date.now() + RESEND_COOLDOWN_MS }),
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
    codeIsComplete: ({ event }) => event.type === 'SUBMIT_CODE' && isCompleteCode(event.code),
    hasToken: ({ context }) => context.token !== null,
    awaitingTwoFactor: ({ context }) => context.authStep === 'two-factor' && context.tempEmail !== null,
    awaitingEmailVerification: ({ context }) => context.authStep === 'email-verification' && context.tempEmail !== null,
    twoFactorRequired: (_, params: { result: LoginResult }) => params.result.twoFactorRequired === true,
    emailVerificationRequired: (_, params: { result: LoginResult }) => params.result.emailVerificationRequired === true,
    unauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
  },
  delays: {
    // Computed from the deadlines in context, so timers re-armed after a restore (RESUME) wait only what is left.
    twoFactorLifetime: ({ context }) => msUntil(context.codeExpiresAt),
    resendCooldown: ({ context }) => msUntil(context.resendAvailableAt),
  },
});

/** The `fail` action of a request's onError: the server's message, or `fallback` when it sent none. */
const failWith = (fallback: string) =>
  ({ type: 'fail', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, fallback }) }) as const;

/** Entering the mailed 6-digit code; `verify` checks it, and a right code signs the visitor in. */
const codeStep = (verify: 'verifyTwoFactor' | 'verifyEmail') =>
  authSetup.createStateConfig({
    initial: 'entering',
    states: {
      entering: {
        on: { SUBMIT_CODE: { guard: 'codeIsComplete', target: 'verifying' } },
      },
      verifying: {
        tags: ['submitting'],
        entry: 'startRequest',
        invoke: {
          id: verify,
          src: verify,
          input: ({ context, event }) => {
            assertEvent(event, 'SUBMIT_CODE');
            return { email: context.tempEmail ?? '', otp: event.code };
          },
          onDone: {
            target: '#auth.authenticated',
            actions: [
              { type: 'storeSession', params: ({ event }) => event.output },
              { type: 'succeed', params: {} },
            ],
          },
          onError: { target: 'entering', actions: failWith(AUTH_FALLBACK[verify]) },
        },
      },
    },
  });

export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    token: input?.token ?? null,
    refreshToken: input?.refreshToken ?? null,
    user: input?.user ?? null,
    status: 'idle',
    error: null,
    message: null,
    fieldErrors: {},
    redirectTo: null,
    authStep: input?.authStep ?? 'login',
    tempEmail: input?.tempEmail ?? null,
    codeExpiresAt: input?.codeExpiresAt ?? null,
    resendAvailableAt: null,
  }),
  initial: 'booting',
  states: {
    /** Resume where the persisted keys say the visitor was (spec 3). */
    booting: {
      always: [
        { guard: 'hasToken', target: 'authenticated.fetchingUser' },
        { guard: 'awaitingTwoFactor', target: 'guest.twoFactor', actions: 'resumeTwoFactorDeadline' },
        { guard: 'awaitingEmailVerification', target: 'guest.emailVerification' },
        { target: 'guest.signedOut' },
      ],
    },
    guest: {
      initial: 'signedOut',
      on: {
        LOGIN: [
          { guard: 'formIsValid', target: '.signedOut.loggingIn', actions: 'rememberDestination' },
          { actions: 'showFieldErrors' },
        ],
        REGISTER: [
          { guard: 'formIsValid', target: '.signedOut.registering', actions: 'rememberDestination' },
          { actions: 'showFieldErrors' },
        ],
        FORGOT_PASSWORD: [
          { guard: 'formIsValid', target: '.signedOut.sendingResetLink' },
          { actions: 'showFieldErrors' },
        ],
        RESET_PASSWORD: [
          { guard: 'formIsValid', target: '.signedOut.resettingPassword' },
          { actions: 'showFieldErrors' },
        ],
        EDIT_FIELD: { actions: 'clearFieldError' },
      },
      states: {
        signedOut: {
          // Whatever was pending is dropped, and the storage says so too.
          entry: ['forgetPending', 'persist'],
          initial: 'idle',
          on: { RESET: { target: '.idle', actions: 'clearFeedback' } },
          states: {
            idle: {},
            loggingIn: {
              tags: ['submitting'],
              entry: ['startRequest', 'rememberEmail'],
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ event }) => {
                  assertEvent(event, 'LOGIN');
                  return { email: event.email.trim(), password: event.password };
                },
                onDone: [
                  {
                    guard: { type: 'twoFactorRequired', params: ({ event }) => ({ result: event.output }) },
                    target: '#auth.guest.twoFactor',
                    actions: [
                      { type: 'awaitTwoFactor', params: ({ event }) => ({ email: event.output.email }) },
                      { type: 'succeed', params: {} },
                    ],
                  },
                  {
                    guard: { type: 'emailVerificationRequired', params: ({ event }) => ({ result: event.output }) },
                    target: '#auth.guest.emailVerification',
                    actions: [
                      { type: 'awaitEmailVerification', params: ({ event }) => ({ email: event.output.email }) },
                      { type: 'succeed', params: {} },
                    ],
                  },
                  {
                    target: '#auth.authenticated',
                    actions: [
                      { type: 'storeSession', params: ({ event }) => event.output },
                      { type: 'succeed', params: {} },
                    ],
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: [failWith(AUTH_FALLBACK.login), 'forgetPending'],
                },
              },
            },
            registering: {
              tags: ['submitting'],
              entry: ['startRequest', 'rememberEmail'],
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ event }) => {
                  assertEvent(event, 'REGISTER');
                  const { fullName, email, phone, password } = event;
                  return { fullName: fullName.trim(), email: email.trim(), ...optionalPhone(phone), password };
                },
                // Spec 4: registration always moves to email verification.
                onDone: {
                  target: '#auth.guest.emailVerification',
                  actions: [
                    { type: 'awaitEmailVerification', params: {} },
                    { type: 'succeed', params: { message: AUTH_SUCCESS.codeSent } },
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: [failWith(AUTH_FALLBACK.register), 'forgetPending'],
                },
              },
            },
            sendingResetLink: {
              tags: ['submitting'],
              entry: 'startRequest',
              invoke: {
                id: 'forgotPassword',
                src: 'forgotPassword',
                input: ({ event }) => {
                  assertEvent(event, 'FORGOT_PASSWORD');
                  return { email: event.email.trim() };
                },
                onDone: {
                  target: 'resetLinkSent',
                  actions: { type: 'succeed', params: { message: AUTH_SUCCESS.resetLinkSent } },
                },
                onError: {
                  target: 'failed',
                  actions: failWith(AUTH_FALLBACK.forgotPassword),
                },
              },
            },
            resetLinkSent: {},
            resettingPassword: {
              tags: ['submitting'],
              entry: 'startRequest',
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ event }) => {
                  assertEvent(event, 'RESET_PASSWORD');
                  return { email: event.email, token: event.token, newPassword: event.newPassword };
                },
                onDone: {
                  target: 'passwordReset',
                  actions: { type: 'succeed', params: { message: AUTH_SUCCESS.passwordReset } },
                },
                onError: {
                  target: 'failed',
                  actions: failWith(AUTH_FALLBACK.resetPassword),
                },
              },
            },
            passwordReset: {},
            failed: {},
          },
        },
        twoFactor: {
          entry: 'persist',
          initial: 'pending',
          on: {
            CANCEL: { target: 'signedOut', actions: 'clearFeedback' },
            RESET: { actions: 'clearFeedback' },
          },
          states: {
            pending: {
              type: 'parallel',
              states: {
                code: codeStep('verifyTwoFactor'),
                clock: {
                  initial: 'running',
                  states: {
                    running: {
                      after: { twoFactorLifetime: '#auth.guest.twoFactor.expired' },
                      on: { RESUME: { target: 'running', reenter: true } },
                    },
                  },
                },
              },
            },
            /** The code died: the only way on is to log in again (or Cancel). */
            expired: {},
          },
        },
        emailVerification: {
          entry: 'persist',
          type: 'parallel',
          on: {
            CANCEL: { target: 'signedOut', actions: 'clearFeedback' },
            RESET: { actions: 'clearFeedback' },
          },
          states: {
            code: codeStep('verifyEmail'),
            resend: {
              // Without a recorded send (e.g. after a reload) the cooldown is already over.
              initial: 'coolingDown',
              states: {
                coolingDown: {
                  after: { resendCooldown: 'ready' },
                  on: { RESUME: { target: 'coolingDown', reenter: true } },
                },
                ready: {
                  on: { RESEND_CODE: 'sending' },
                },
                sending: {
                  tags: ['resending'],
                  entry: 'startRequest',
                  invoke: {
                    id: 'resendVerification',
                    src: 'resendVerification',
                    input: ({ context }) => ({ email: context.tempEmail ?? '' }),
                    onDone: {
                      target: 'coolingDown',
                      actions: [
                        'startResendCooldown',
                        { type: 'succeed', params: { message: AUTH_SUCCESS.codeResent } },
                      ],
                    },
                    onError: {
                      target: 'ready',
                      actions: failWith(AUTH_FALLBACK.resendVerification),
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    authenticated: {
      entry: 'persist',
      initial: 'idle',
      on: {
        LOGOUT: 'loggingOut',
        SESSION_EXPIRED: { target: 'guest.signedOut', actions: ['clearSession', 'expireSession'] },
        TOKENS_REFRESHED: { actions: ['storeTokens', 'persist'] },
        RESET: { actions: 'clearFeedback' },
        EDIT_FIELD: { actions: 'clearFieldError' },
      },
      states: {
        /** A stored token is checked with GET /users/me (spec 4: a 401 there means 'Session expired'). */
        fetchingUser: {
          invoke: {
            id: 'fetchMe',
            src: 'fetchMe',
            onDone: {
              target: 'idle',
              actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.output }) }, 'persist'],
            },
            onError: [
              {
                guard: { type: 'unauthorized', params: ({ event }) => ({ error: event.error }) },
                target: '#auth.guest.signedOut',
                actions: ['clearSession', 'expireSession'],
              },
              {
                target: 'idle',
                actions: failWith(AUTH_FALLBACK.fetchMe),
              },
            ],
          },
        },
        idle: {
          on: {
            FETCH_ME: 'fetchingUser',
            UPDATE_PROFILE: [{ guard: 'formIsValid', target: 'updatingProfile' }, { actions: 'showFieldErrors' }],
            CHANGE_PASSWORD: [{ guard: 'formIsValid', target: 'changingPassword' }, { actions: 'showFieldErrors' }],
            ENABLE_TWO_FACTOR: 'requestingTwoFactorCode',
            DISABLE_TWO_FACTOR: 'confirmingTwoFactorDisable',
          },
        },
        updatingProfile: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ event }) => {
              assertEvent(event, 'UPDATE_PROFILE');
              return { fullName: event.fullName.trim(), ...optionalPhone(event.phone) };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
                'persist',
                { type: 'succeed', params: { message: AUTH_SUCCESS.profileUpdated } },
              ],
            },
            onError: {
              target: 'idle',
              actions: failWith(AUTH_FALLBACK.updateProfile),
            },
          },
        },
        changingPassword: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              assertEvent(event, 'CHANGE_PASSWORD');
              return { currentPassword: event.currentPassword, newPassword: event.newPassword };
            },
            onDone: {
              target: 'idle',
              actions: { type: 'succeed', params: { message: AUTH_SUCCESS.passwordChanged } },
            },
            onError: {
              target: 'idle',
              actions: failWith(AUTH_FALLBACK.changePassword),
            },
          },
        },
        /** Spec 4: enabling is request code -> enter the 6-digit code -> enabled. */
        requestingTwoFactorCode: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'enableTwoFactor',
            src: 'enableTwoFactor',
            onDone: {
              target: 'awaitingTwoFactorCode',
              actions: { type: 'succeed', params: { message: AUTH_SUCCESS.codeSent } },
            },
            onError: {
              target: 'idle',
              actions: failWith(AUTH_FALLBACK.enableTwoFactor),
            },
          },
        },
        awaitingTwoFactorCode: {
          on: {
            SUBMIT_CODE: { guard: 'codeIsComplete', target: 'verifyingTwoFactorSetup' },
            CANCEL: { target: 'idle', actions: 'clearFeedback' },
          },
        },
        verifyingTwoFactorSetup: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'verifyTwoFactorSetup',
            src: 'verifyTwoFactorSetup',
            input: ({ event }) => {
              assertEvent(event, 'SUBMIT_CODE');
              return { otp: event.code };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setTwoFactor', params: ({ event }) => ({ user: event.output, enabled: true }) },
                'persist',
                { type: 'succeed', params: { message: AUTH_SUCCESS.twoFactorEnabled } },
              ],
            },
            onError: {
              target: 'awaitingTwoFactorCode',
              actions: failWith(AUTH_FALLBACK.verifyTwoFactorSetup),
            },
          },
        },
        /** Spec 4: disabling asks DISABLE_TWO_FACTOR_CONFIRMATION first. */
        confirmingTwoFactorDisable: {
          on: {
            CONFIRM: 'disablingTwoFactor',
            CANCEL: 'idle',
          },
        },
        disablingTwoFactor: {
          tags: ['submitting'],
          entry: 'startRequest',
          invoke: {
            id: 'disableTwoFactor',
            src: 'disableTwoFactor',
            onDone: {
              target: 'idle',
              actions: [
                { type: 'setTwoFactor', params: ({ event }) => ({ user: event.output, enabled: false }) },
                'persist',
                { type: 'succeed', params: { message: AUTH_SUCCESS.twoFactorDisabled } },
              ],
            },
            onError: {
              target: 'idle',
              actions: failWith(AUTH_FALLBACK.disableTwoFactor),
            },
          },
        },
      },
    },
    /** Spec 4: logout clears everything even when the server call fails. */
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: {
          target: 'guest.signedOut',
          actions: ['clearSession', { type: 'succeed', params: { message: AUTH_SUCCESS.loggedOut } }],
        },
        onError: {
          target: 'guest.signedOut',
          actions: ['clearSession', { type: 'succeed', params: { message: AUTH_SUCCESS.loggedOut } }],
        },
      },
    },
  },
});

export type AuthMachine = typeof authMachine;
