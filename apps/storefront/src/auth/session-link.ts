import type { ApiClientOptions, TokenPair } from '@startwise/api-client';
import { auth } from '@startwise/flows';
import { authStorage, storedRefreshToken, storedToken } from './auth-storage';

// The API client is created once, outside React; the auth actor lives inside it. This link carries the client's
// session events to whichever session component is mounted (SessionBridge), and reads tokens from storage.

export interface SessionListener {
  tokensRefreshed: (tokens: TokenPair) => void;
  sessionExpired: () => void;
  forbidden: (message: string) => void;
}

let listener: SessionListener | null = null;

/** Called by the mounted session component; returns the disconnect function. */
export function connectSession(next: SessionListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

/** The session half of the storefront's API client options: bearer and refresh tokens, 401 and 403 hooks. */
export const sessionClientOptions = {
  getToken: storedToken,
  getRefreshToken: storedRefreshToken,
  onTokensRefreshed: (tokens) => {
    // Stored at once: the client replays the refused request right after this call.
    authStorage.set(auth.AUTH_STORAGE_KEYS.token, tokens.token);
    authStorage.set(auth.AUTH_STORAGE_KEYS.refreshToken, tokens.refreshToken);
    listener?.tokensRefreshed(tokens);
  },
  onSessionExpired: () => listener?.sessionExpired(),
  onForbidden: (message) => listener?.forbidden(message),
} satisfies ApiClientOptions;
