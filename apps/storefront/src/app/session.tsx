import { createContext, type ReactNode, useContext } from 'react';

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

const signedOut: Session = { user: null, signOut: async () => {} };

const SessionContext = createContext<Session>(signedOut);

/**
 * The header, footer and sitemap read the session from here, so the public store never depends on how sign-in
 * works. The account screens connect it to the auth machine by passing `value`; without one, everyone is a visitor.
 */
export function SessionProvider({ value = signedOut, children }: { value?: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export const useSession = () => useContext(SessionContext);
