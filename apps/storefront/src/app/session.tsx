import type { AuthActor } from '@startwise/flows/react';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { storedUser } from '../auth/auth-storage';
import { useHydrated } from './useHydrated';

/** What the shell shows about the signed-in customer (spec 3 User, the part the header and sitemap need). */
export interface SessionUser {
  fullName?: string | null;
  email: string;
}

export interface Session {
  /** The signed-in customer, or null for a visitor. */
  user: SessionUser | null;
  /** Ends the session (clears tokens and persisted keys, even when the server call fails). */
  signOut: () => Promise<void>;
}

/** What the auth runtime publishes while it runs: its actor (for the auth routes) and the session it keeps. */
export interface AuthRuntimeState {
  actor: AuthActor;
  session: Session;
}

interface AuthRuntimeSlot {
  /** The running auth actor, or null until the runtime has loaded. */
  actor: AuthActor | null;
  /** Loads and starts the auth runtime (idempotent). */
  request: () => void;
}

const SessionContext = createContext<Session>({ user: null, signOut: async () => {} });
const AuthRuntimeContext = createContext<AuthRuntimeSlot>({ actor: null, request: () => {} });

// The auth machine and xstate are not needed to show a public page to a visitor, so they are not part of the
// first load: the runtime is fetched at once for a returning customer (their stored session needs renewing and
// signing out), and otherwise when a page that needs it asks (the auth routes).
const AuthRuntime = lazy(() => import('../auth/AuthRuntime'));

/**
 * The session of the shell. The header, footer and sitemap read it with useSession() and never depend on how
 * sign-in works; until the runtime runs, a returning customer is shown from the keys their last visit stored.
 * A page the server rendered shows a visitor's header until the browser has taken it over: the server cannot
 * see the stored keys.
 */
export function SessionRoot({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const [storedAtStart] = useState(storedUser);
  const initialUser = hydrated ? storedAtStart : null;
  const [wanted, setWanted] = useState(storedAtStart !== null);
  const [runtime, setRuntime] = useState<AuthRuntimeState | null>(null);
  const waiting = useRef<((state: AuthRuntimeState) => void)[]>([]);

  const publish = useCallback((state: AuthRuntimeState | null) => {
    setRuntime(state);
    if (state) for (const resume of waiting.current.splice(0)) resume(state);
  }, []);
  const request = useCallback(() => setWanted(true), []);

  const session = useMemo<Session>(
    () =>
      runtime?.session ?? {
        user: initialUser,
        // Signing out before the runtime has started waits for it: the server must end the session too.
        signOut: () => {
          setWanted(true);
          return new Promise<AuthRuntimeState>((resume) => waiting.current.push(resume)).then((state) =>
            state.session.signOut(),
          );
        },
      },
    [runtime, initialUser],
  );
  const slot = useMemo(() => ({ actor: runtime?.actor ?? null, request }), [runtime, request]);

  return (
    <AuthRuntimeContext.Provider value={slot}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
      {wanted && hydrated ? (
        <Suspense fallback={null}>
          <AuthRuntime onChange={publish} />
        </Suspense>
      ) : null}
    </AuthRuntimeContext.Provider>
  );
}

export const useSession = () => useContext(SessionContext);
export const useAuthRuntime = () => useContext(AuthRuntimeContext);
