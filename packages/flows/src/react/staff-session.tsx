import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { AuthStorage } from '../machines/auth/storage.js';
import {
  codeExpiresIn,
  readStaffSession,
  type StaffSessionMachine,
  type StaffSessionSnapshot,
  withStaffStorage,
} from '../machines/staff-session/index.js';
import { useNow } from './use-now.js';

/** The running staff session actor. */
export type StaffSessionActor = Actor<StaffSessionMachine>;

const StaffSessionContext = createContext<StaffSessionActor | null>(null);

export interface StaffSessionProviderProps {
  /** The staff session machine with the back office's services (provideStaffSessionServices). Keep it stable. */
  machine: StaffSessionMachine;
  /** Where its keys live (webStorage(localStorage)). Keep it stable. */
  storage: AuthStorage;
  children: ReactNode;
}

/**
 * One staff session actor for the back office, started from what the previous visit left in `storage`; the code
 * step's clock is re-armed (RESUME) because restored timers do not run.
 */
export function StaffSessionProvider({ machine, storage, children }: StaffSessionProviderProps) {
  const logic = useMemo(() => withStaffStorage(machine, storage), [machine, storage]);
  const options = useMemo(() => ({ input: readStaffSession(storage) }), [storage]);
  const actor = useActorRef(logic, options);
  useEffect(() => actor.send({ type: 'RESUME' }), [actor]);
  return <StaffSessionContext.Provider value={actor}>{children}</StaffSessionContext.Provider>;
}

/** The staff session actor, to send events: `useStaffSessionRef().send({ type: 'LOGOUT' })`. */
export function useStaffSessionRef(): StaffSessionActor {
  const actor = useContext(StaffSessionContext);
  if (!actor) throw new Error('@startwise/flows: the staff session hooks need a <StaffSessionProvider> above.');
  return actor;
}

/** Reads the staff session through a selector; re-renders only when the selected value changes. */
export function useStaffSession<T>(selector: (snapshot: StaffSessionSnapshot) => T): T {
  return useSelector(useStaffSessionRef(), selector);
}

/** Seconds until the sign-in code dies, ticking once a second while there is time left. */
export function useStaffCodeExpiresIn(): number {
  const running = useStaffSession((snapshot) => codeExpiresIn(snapshot, Date.now()) > 0);
  const now = useNow(1000, running);
  return useStaffSession((snapshot) => codeExpiresIn(snapshot, now));
}
