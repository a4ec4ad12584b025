import { createActorContext } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Snapshot } from 'xstate';
import {
  type AuthMachine,
  type AuthSnapshot,
  type AuthStorage,
  authError,
  authMachine,
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

const AuthActorContext = createActorContext(authMachine);

export interface AuthProviderProps {
  /** The auth machine with the storefront's services (provideAuthServices or machine.provide). Keep it stable. */
  machine: AuthMachine;
  /** Where the persisted keys live (webStorage(localStorage), rememberMeStorage(...)). Keep it stable. */
  storage: AuthStorage;
  /** A persisted snapshot to resume instead of reading the keys from storage. */
  snapshot?: Snapshot<unknown>;
  children: ReactNode;
}

/** The timers of a restored actor are not running: RESUME re-arms them from the deadlines in context. */
function ResumeTimers() {
  const actorRef = AuthActorContext.useActorRef();
  useEffect(() => actorRef.send({ type: 'RESUME' }), [actorRef]);
  return null;
}

/** One auth actor for the app, started from what the previous visit left in `storage`. */
export function AuthProvider({ machine, storage, snapshot, children }: AuthProviderProps) {
  const logic = useMemo(() => withAuthStorage(machine, storage), [machine, storage]);
  const options = useMemo(() => (snapshot ? { snapshot } : { input: readPersistedAuth(storage) }), [snapshot, storage]);
  return (
    <AuthActorContext.Provider logic={logic} options={options}>
      <ResumeTimers />
      {children}
    </AuthActorContext.Provider>
  );
}

/** The auth actor, to send events: `useAuthActorRef().send({ type: 'LOGOUT' })`. */
export const useAuthActorRef = AuthActorContext.useActorRef;
/** Reads the auth state through a selector; the component re-renders only when the selected value changes. */
export const useAuthSelector = AuthActorContext.useSelector;

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
