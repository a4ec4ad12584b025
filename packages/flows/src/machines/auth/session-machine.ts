import { assertEvent } from 'xstate';
import { forgotPasswordForm } from './forms/forgot-password-form.js';
import { loginForm } from './forms/login-form.js';
import { registerForm } from './forms/register-form.js';
import { resetPasswordForm } from './forms/reset-password-form.js';
import { AUTH_FALLBACK, AUTH_SUCCESS } from './messages.js';
import { accountStates } from './session-account.js';
import { sessionSetup, signedIn } from './session-setup.js';
import { codeStepState, failWith, loggingOutState } from './session-states.js';
import type { StepOutcome } from './step-view.js';
import type { AuthContext, AuthEvent, Session } from './types.js';

const sessionOfStep = (output: unknown) => (output as StepOutcome<Session>).result;

// The sign-in and account flow as a session machine: it keeps the session (tokens, customer, pending step, the
// persisted keys) and invokes one child machine per form (forms/) and per step (steps/) while it runs. No network
// and no browser storage in here: every call is an injected actor of a child and persistence is the injected
// `persist` action (see withAuthStorage). Navigation is the app's job: it reads the selectors (docs/flows.md).

export const authMachine = sessionSetup.createMachine({
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
    step: null,
  }),
  initial: 'booting',
  states: {
    /** Resume where the persisted keys say the visitor was. */
    booting: {
      always: [
        { guard: 'hasToken', target: 'authenticated.fetchingUser' },
        { guard: 'awaitingTwoFactor', target: 'guest.twoFactor', actions: 'resumeTwoFactorDeadline' },
        { guard: 'awaitingEmailVerification', target: 'guest.emailVerification' },
        { target: 'guest.signedOut' },
      ],
    },
    /**
     * A visitor: the sign-in forms (login, register, forgot and reset password) and the two emailed-code steps of
     * signing in (two-factor login, email verification), each step a child machine while it runs.
     */
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
                id: 'loginForm',
                src: 'loginForm',
                input: ({ event }: { event: AuthEvent }) => {
                  assertEvent(event, 'LOGIN');
                  return loginForm.request(event);
                },
                onDone: [
                  {
                    guard: {
                      type: 'twoFactorRequired',
                      params: ({ event }) => ({ result: loginForm.reply(event.output) }),
                    },
                    target: '#auth.guest.twoFactor',
                    actions: [
                      {
                        type: 'awaitTwoFactor',
                        params: ({ event }) => ({ email: loginForm.reply(event.output).email }),
                      },
                      { type: 'succeed', params: {} },
                    ],
                  },
                  {
                    guard: {
                      type: 'emailVerificationRequired',
                      params: ({ event }) => ({ result: loginForm.reply(event.output) }),
                    },
                    target: '#auth.guest.emailVerification',
                    actions: [
                      {
                        type: 'awaitEmailVerification',
                        params: ({ event }) => ({ email: loginForm.reply(event.output).email }),
                      },
                      { type: 'succeed', params: {} },
                    ],
                  },
                  { target: '#auth.authenticated', actions: signedIn(loginForm.reply) },
                ],
                onError: { target: 'failed', actions: [failWith(AUTH_FALLBACK.login), 'forgetPending'] },
              },
            },
            registering: {
              tags: ['submitting'],
              entry: ['startRequest', 'rememberEmail'],
              invoke: {
                id: 'registerForm',
                src: 'registerForm',
                input: ({ event }: { event: AuthEvent }) => {
                  assertEvent(event, 'REGISTER');
                  return registerForm.request(event);
                },
                onDone: {
                  target: '#auth.guest.emailVerification',
                  actions: [
                    { type: 'awaitEmailVerification', params: {} },
                    { type: 'succeed', params: { message: AUTH_SUCCESS.codeSent } },
                  ],
                },
                onError: { target: 'failed', actions: [failWith(AUTH_FALLBACK.register), 'forgetPending'] },
              },
            },
            sendingResetLink: {
              tags: ['submitting'],
              entry: 'startRequest',
              invoke: {
                id: 'forgotPasswordForm',
                src: 'forgotPasswordForm',
                input: ({ event }: { event: AuthEvent }) => {
                  assertEvent(event, 'FORGOT_PASSWORD');
                  return forgotPasswordForm.request(event);
                },
                onDone: {
                  target: 'resetLinkSent',
                  actions: { type: 'succeed', params: { message: AUTH_SUCCESS.resetLinkSent } },
                },
                onError: { target: 'failed', actions: failWith(AUTH_FALLBACK.forgotPassword) },
              },
            },
            resetLinkSent: {},
            resettingPassword: {
              tags: ['submitting'],
              entry: 'startRequest',
              invoke: {
                id: 'resetPasswordForm',
                src: 'resetPasswordForm',
                input: ({ event }: { event: AuthEvent }) => {
                  assertEvent(event, 'RESET_PASSWORD');
                  return resetPasswordForm.request(event);
                },
                onDone: {
                  target: 'passwordReset',
                  actions: { type: 'succeed', params: { message: AUTH_SUCCESS.passwordReset } },
                },
                onError: { target: 'failed', actions: failWith(AUTH_FALLBACK.resetPassword) },
              },
            },
            passwordReset: {},
            failed: {},
          },
        },
        twoFactor: codeStepState('twoFactorLogin', {
          input: ({ context }: { context: AuthContext }) => ({
            email: context.tempEmail ?? '',
            deadline: context.codeExpiresAt,
          }),
          onDone: { target: '#auth.authenticated', actions: signedIn(sessionOfStep) },
        }),
        emailVerification: codeStepState('emailVerification', {
          input: ({ context }: { context: AuthContext }) => ({
            email: context.tempEmail ?? '',
            deadline: context.resendAvailableAt,
          }),
          onDone: { target: '#auth.authenticated', actions: signedIn(sessionOfStep) },
          resend: true,
        }),
      },
    },
    authenticated: accountStates,
    /** Logout clears everything even when the server call fails. */
    loggingOut: loggingOutState('guest.signedOut', AUTH_SUCCESS.loggedOut),
  },
});

export type AuthMachine = typeof authMachine;
