import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Actor, Snapshot } from 'xstate';
import {
  type AuthMachine,
  type AuthSnapshot,
  type AuthStorage,
  authError,
  authMessage,
  authStep,
  codeExpiresIn,
  currentUser,
  isAuthenticated,
  isSubmitting,
  pendingEmail,
  readPersistedAuth,
  resendAvailableIn,
  twoFactorEnabled,
  withAuthStorage,
} from '../machines/auth/index.js';
import { useNow } from './use-now.js';

/** The running auth actor. */
export type AuthActor = Actor<AuthMachine>;

const AuthActorContext = createContext<AuthActor | null>(null);

export interface AuthProviderProps {
  /** The auth machine with the storefront's services (provideAuthServices or machine.provide). Keep it stable. */
  machine: AuthMachine;
  /** Where the persisted keys live (webStorage(localStorage), rememberMeStorage(...)). Keep it stable. */
  storage: AuthStorage;
  /** A persisted snapshot to resume instead of reading the keys from storage. */
  snapshot?: Snapshot<unknown>;
  children: ReactNode;
}

/**
 * Starts one auth actor for the component's lifetime, from what the previous visit left in `storage`. The timers of
 * a restored actor are not running: RESUME re-arms them from the deadlines in context.
 */
export function useAuthActor({ machine, storage, snapshot }: Omit<AuthProviderProps, 'children'>): AuthActor {
  const logic = useMemo(() => withAuthStorage(machine, storage), [machine, storage]);
  const options = useMemo(() => (snapshot ? { snapshot } : { input: readPersistedAuth(storage) }), [snapshot, storage]);
  const actor = useActorRef(logic, options);
  useEffect(() => actor.send({ type: 'RESUME' }), [actor]);
  return actor;
}

/**
 * Gives the hooks below an actor started elsewhere (useAuthActor), so an app can start the actor in one part of its
 * tree (or load it late) and read it from several others.
 */
export function AuthActorProvider({ actor, children }: { actor: AuthActor; children: ReactNode }) {
  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

/** One auth actor for the app, started from what the previous visit left in `storage`. */
export function AuthProvider({ children, ...props }: AuthProviderProps) {
  return <AuthActorProvider actor={useAuthActor(props)}>{children}</AuthActorProvider>;
}

/** The auth actor, to send events: `useAuthActorRef().send({ type: 'LOGOUT' })`. */
export function useAuthActorRef(): AuthActor {
  const actor = useContext(AuthActorContext);
  if (!actor)
    throw new Error('@startwise/flows: the auth hooks need an <AuthProvider> (or <AuthActorProvider>) above.');
  return actor;
}

/** Reads the auth state through a selector; the component re-renders only when the selected value changes. */
export function useAuthSelector<T>(selector: (snapshot: AuthSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useAuthActorRef(), selector, compare);
}

export const useIsAuthenticated = () => useAuthSelector(isAuthenticated);
export const useCurrentUser = () => useAuthSelector(currentUser);
export const useAuthError = () => useAuthSelector(authError);
export const useAuthMessage = () => useAuthSelector(authMessage);
export const useAuthStep = () => useAuthSelector(authStep);
export const usePendingEmail = () => useAuthSelector(pendingEmail);
export const useIsAuthSubmitting = () => useAuthSelector(isSubmitting);
export const useTwoFactorEnabled = () => useAuthSelector(twoFactorEnabled);

/** Seconds left on a deadline selector, ticking once a second while there is time left. */
function useSecondsLeft(select: (snapshot: AuthSnapshot, now: number) => number): number {
  const running = useAuthSelector((snapshot) => select(snapshot, Date.now()) > 0);
  const now = useNow(1000, running);
  return useAuthSelector((snapshot) => select(snapshot, now));
}

/** Seconds until the two-factor code dies; show it with formatCountdown. */
export const useCodeExpiresIn = () => useSecondsLeft(codeExpiresIn);
/** Seconds until Resend Code is offered again. */
export const useResendAvailableIn = () => useSecondsLeft(resendAvailableIn);
