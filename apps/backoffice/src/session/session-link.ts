import { type ApiClientOptions, STAFF_SESSION, type TokenPair } from '@startwise/api-client';
import { staffSession } from '@startwise/flows';
import { staffStorage } from './staff-storage';

// The API client is created once, outside React; the staff session actor lives inside it. This link carries the
// client's session events to the mounted session bridge, and reads the tokens from storage on every request.

export interface StaffSessionListener {
  tokensRefreshed: (tokens: TokenPair) => void;
  sessionExpired: () => void;
  forbidden: (message: string) => void;
}

let listener: StaffSessionListener | null = null;

/** Called by the mounted session bridge; returns the disconnect function. */
export function connectStaffSession(next: StaffSessionListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

const KEYS = staffSession.STAFF_STORAGE_KEYS;

/** The session half of the back office's API client options: staff tokens, renewed with /admin/auth/refresh. */
export const staffClientOptions = {
  session: STAFF_SESSION,
  getToken: () => staffStorage.get(KEYS.token),
  getRefreshToken: () => staffStorage.get(KEYS.refreshToken),
  onTokensRefreshed: (tokens) => {
    // Stored at once: the client replays the refused request right after this call.
    staffStorage.set(KEYS.token, tokens.token);
    staffStorage.set(KEYS.refreshToken, tokens.refreshToken);
    listener?.tokensRefreshed(tokens);
  },
  onSessionExpired: () => listener?.sessionExpired(),
  onForbidden: (message) => listener?.forbidden(message),
} satisfies ApiClientOptions;
