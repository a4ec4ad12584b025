// Shared by the auth machine's tests: a customer, the machine with fake actors and an in-memory storage.
import type { AnyActorLogic } from 'xstate';
import {
  type AuthMachine,
  type AuthStorage,
  type AuthUser,
  authMachine,
  memoryStorage,
  type PersistedAuth,
  provideAuthActors,
  type Session,
  withAuthStorage,
} from '../../src/machines/auth/index.js';
import { createFakeActors, type FakeActors } from '../../src/testing/fake-actors.js';

export const EMAIL = 'asha@example.com';
export const PASSWORD = 'secret1';
export const CODE = '123456';

export const user: AuthUser = {
  _id: '7b0f4a1e-0c1d-4a5e-9f3a-2b6c8d9e0f11',
  fullName: 'Asha Rao',
  email: EMAIL,
  phone: '9876543210',
  createdAt: '2026-01-05T10:00:00.000Z',
  twoFactorAuth: { enabled: false },
  twoFactorAuthEnabled: false,
};

export const session: Session = { token: 'access-1', refreshToken: 'refresh-1', user };

export const AUTH_ACTORS = [
  'login',
  'register',
  'verifyEmail',
  'resendVerification',
  'verifyTwoFactor',
  'forgotPassword',
  'resetPassword',
  'fetchMe',
  'updateProfile',
  'changePassword',
  'enableTwoFactor',
  'verifyTwoFactorSetup',
  'disableTwoFactor',
  'logout',
] as const;

/** The session machine's children: a machine per form and per step, each with its own model-based test. */
export const SESSION_CHILDREN = [
  'loginForm',
  'registerForm',
  'forgotPasswordForm',
  'resetPasswordForm',
  'profileForm',
  'changePasswordForm',
  'twoFactorLogin',
  'emailVerification',
  'twoFactorSetup',
  'twoFactorDisable',
  'fetchMe',
  'logout',
] as const;

type TestStorage = AuthStorage & { entries(): Record<string, string> };
type Actors = Record<string, AnyActorLogic>;

/** The machine with a fake (settled by the test, by name) for each of `names`, persisting to `storage`. */
function withFakes(names: readonly string[], provide: (actors: Actors) => AuthMachine, storage: TestStorage) {
  const fakes: FakeActors = createFakeActors();
  const machine = withAuthStorage(
    provide(Object.fromEntries(names.map((name) => [name, fakes.promise(name)]))),
    storage,
  );
  return { machine, fakes, storage };
}

/** The auth machine as a storefront would provide it, with fake server calls the test settles by name. */
export const fakeAuth = (storage: TestStorage = memoryStorage()) =>
  withFakes(AUTH_ACTORS, (actors) => provideAuthActors(authMachine, actors), storage);

/** The session machine alone: each child (and its own calls) is one fake call the test settles by name. */
export const fakeSession = (storage: TestStorage = memoryStorage()) =>
  withFakes(SESSION_CHILDREN, (actors) => authMachine.provide({ actors: actors as never }), storage);

/** What a visitor's browser may hold when the app starts. */
export const bootInputs: Record<string, PersistedAuth | undefined> = {
  'a first visit': undefined,
  'a stored session': { token: session.token, refreshToken: session.refreshToken, user },
  'a pending two-factor login': { authStep: 'two-factor', tempEmail: EMAIL },
  'a pending email verification': { authStep: 'email-verification', tempEmail: EMAIL },
};
