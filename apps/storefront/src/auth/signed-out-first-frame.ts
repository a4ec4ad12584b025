import { auth, authMachine } from '@startwise/flows';
import type { AuthActor } from '@startwise/flows/react';
import { createActor } from 'xstate';

// A guest page (Login, Register, Forgot password) looks the same for every visitor until someone types: the server
// renders it, and the browser shows it before the auth runtime has read the stored session. Both draw it from one
// auth actor that is signed out, holds nothing pending and never starts: it calls nothing and keeps nothing. Until
// the runtime publishes its actor (app/session.tsx), the page is drawn from this one and its form is not sent.

let firstFrame: AuthActor | null = null;

/** The never-started, signed-out auth actor the guest pages are drawn from until the auth runtime runs. */
export function signedOutFirstFrame(): AuthActor {
  firstFrame ??= createActor(authMachine, { input: auth.readPersistedAuth(auth.memoryStorage()) });
  return firstFrame;
}
