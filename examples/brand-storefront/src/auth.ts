import { auth, authMachine } from '@startwise/flows';
import { fromPromise } from 'xstate';
import { api } from './api';

const fallback = auth.AUTH_FALLBACK;

/** What the flow gives a call and what it expects back (`auth.AuthServices` lists every call the flow makes). */
type Input<Call extends keyof auth.AuthServices> = Parameters<auth.AuthServices[Call]>[0];
type Output<Call extends keyof auth.AuthServices> = Awaited<ReturnType<auth.AuthServices[Call]>>;

/**
 * The auth machine with the calls this storefront offers (login, the emailed code, the session, logout), each an
 * actor provided where the flow invokes it (`provideAuthActors` runs `machine.provide` on the session and its steps).
 */
export const acmeAuthMachine = auth.provideAuthActors(authMachine, {
  login: fromPromise<Output<'login'>, Input<'login'>>(({ input, signal }) =>
    api.post('/users/login', { body: input, signal, fallbackMessage: fallback.login }),
  ),
  verifyEmail: fromPromise<Output<'verifyEmail'>, Input<'verifyEmail'>>(({ input, signal }) =>
    api.post('/users/verify-email', { body: input, signal, fallbackMessage: fallback.verifyEmail }),
  ),
  resendVerification: fromPromise<unknown, Input<'resendVerification'>>(({ input, signal }) =>
    api.post('/users/resend-verification', { body: input, signal, fallbackMessage: fallback.resendVerification }),
  ),
  verifyTwoFactor: fromPromise<Output<'verifyTwoFactor'>, Input<'verifyTwoFactor'>>(({ input, signal }) =>
    api.post('/users/verify-2fa', { body: input, signal, fallbackMessage: fallback.verifyTwoFactor }),
  ),
  fetchMe: fromPromise<Output<'fetchMe'>>(async ({ signal }) => (await api.get('/users/me', { signal })).user),
  logout: fromPromise<unknown, Input<'logout'>>(({ input, signal }) =>
    api.post('/users/logout', { body: { refreshToken: input.refreshToken ?? undefined }, signal }),
  ),
});
