import { assertEvent, forwardTo } from 'xstate';
import { changePasswordForm } from './forms/change-password-form.js';
import { profileForm } from './forms/profile-form.js';
import { AUTH_FALLBACK, AUTH_SUCCESS } from './messages.js';
import { sessionSetup } from './session-setup.js';
import { failWith, sessionCheck, showStep, signedInEvents } from './session-states.js';
import type { StepOutcome } from './step-view.js';
import type { AuthEvent, AuthUser } from './types.js';

type TwoFactorDone = { event: { output: StepOutcome<AuthUser> } };

/** The end of turning two-factor login on or off: the customer as the server now has it, then the step's report. */
const twoFactorTurned = (enabled: boolean) =>
  [
    {
      guard: { type: 'changedUser', params: ({ event }: TwoFactorDone) => ({ user: event.output.result }) },
      target: 'idle',
      actions: [
        { type: 'setTwoFactor', params: ({ event }: TwoFactorDone) => ({ user: event.output.result, enabled }) },
        'persist',
        { type: 'applyReport', params: ({ event }: TwoFactorDone) => event.output },
      ],
    },
    { target: 'idle', actions: { type: 'applyReport', params: ({ event }: TwoFactorDone) => event.output } },
  ] as const;

/**
 * A signed-in customer: the session check, the profile and password forms, and turning two-factor login on or off
 * (each a child machine while it runs).
 */
export const accountStates = sessionSetup.createStateConfig({
  entry: 'persist',
  initial: 'idle',
  on: {
    ...signedInEvents('guest.signedOut'),
    EDIT_FIELD: { actions: 'clearFieldError' },
  },
  states: {
    /** A stored token is checked with GET /users/me (a 401 there means 'Session expired'). */
    fetchingUser: {
      invoke: sessionCheck({
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setUser', params: ({ event }: { event: { output: AuthUser } }) => ({ user: event.output }) },
            'persist',
          ],
        },
        signedOut: '#auth.guest.signedOut',
        unavailable: 'idle',
        fallback: AUTH_FALLBACK.fetchMe,
      }),
    },
    idle: {
      on: {
        FETCH_ME: 'fetchingUser',
        UPDATE_PROFILE: [{ guard: 'formIsValid', target: 'updatingProfile' }, { actions: 'showFieldErrors' }],
        CHANGE_PASSWORD: [{ guard: 'formIsValid', target: 'changingPassword' }, { actions: 'showFieldErrors' }],
        ENABLE_TWO_FACTOR: 'settingUpTwoFactor',
        DISABLE_TWO_FACTOR: 'disablingTwoFactor',
      },
    },
    updatingProfile: {
      tags: ['submitting'],
      entry: 'startRequest',
      invoke: {
        id: 'profileForm',
        src: 'profileForm',
        input: ({ event }: { event: AuthEvent }) => {
          assertEvent(event, 'UPDATE_PROFILE');
          return profileForm.request(event);
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setUser', params: ({ event }) => ({ user: profileForm.reply(event.output) }) },
            'persist',
            { type: 'succeed', params: { message: AUTH_SUCCESS.profileUpdated } },
          ],
        },
        onError: { target: 'idle', actions: failWith(AUTH_FALLBACK.updateProfile) },
      },
    },
    changingPassword: {
      tags: ['submitting'],
      entry: 'startRequest',
      invoke: {
        id: 'changePasswordForm',
        src: 'changePasswordForm',
        input: ({ event }: { event: AuthEvent }) => {
          assertEvent(event, 'CHANGE_PASSWORD');
          return changePasswordForm.request(event);
        },
        onDone: {
          target: 'idle',
          actions: { type: 'succeed', params: { message: AUTH_SUCCESS.passwordChanged } },
        },
        onError: { target: 'idle', actions: failWith(AUTH_FALLBACK.changePassword) },
      },
    },
    settingUpTwoFactor: {
      exit: 'forgetStep',
      invoke: {
        id: 'twoFactorSetup',
        src: 'twoFactorSetup',
        onSnapshot: { actions: showStep('twoFactorSetup') },
        onDone: twoFactorTurned(true),
      },
      on: {
        SUBMIT_CODE: { actions: forwardTo('twoFactorSetup') },
        CANCEL: { actions: forwardTo('twoFactorSetup') },
      },
    },
    disablingTwoFactor: {
      exit: 'forgetStep',
      invoke: {
        id: 'twoFactorDisable',
        src: 'twoFactorDisable',
        onSnapshot: { actions: showStep('twoFactorDisable') },
        onDone: twoFactorTurned(false),
      },
      on: {
        CONFIRM: { actions: forwardTo('twoFactorDisable') },
        CANCEL: { actions: forwardTo('twoFactorDisable') },
      },
    },
  },
});
