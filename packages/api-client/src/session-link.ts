import type { ApiClientOptions } from './client';
import type { SessionEndpoints, TokenPair } from './middleware/refresh';

/** What the app's mounted session component does with the client's session events. */
export interface SessionListener {
  tokensRefreshed: (tokens: TokenPair) => void;
  sessionExpired: () => void;
  forbidden: (message: string) => void;
}

/** Where the app keeps its tokens (its session storage), read on every request. */
export interface TokenStore {
  token: () => string | null;
  refreshToken: () => string | null;
  store: (tokens: TokenPair) => void;
}

/**
 * For an API client created once, outside React, while the session actor lives inside it: the session half of the
 * client's options (tokens read from `tokens` on every request; rotated ones stored at once, because the client
 * replays the refused request right after) and `connect`, through which the mounted session component receives the
 * client's session events (rotated tokens, a session that could not be renewed, 403s). `session`: whose tokens
 * (default CUSTOMER_SESSION).
 */
export function createSessionLink(tokens: TokenStore, session?: SessionEndpoints) {
  let listener: SessionListener | null = null;
  return {
    /** Called by the mounted session component; returns the disconnect function. */
    connect(next: SessionListener): () => void {
      listener = next;
      return () => {
        if (listener === next) listener = null;
      };
    },
    clientOptions: {
      session,
      getToken: tokens.token,
      getRefreshToken: tokens.refreshToken,
      onTokensRefreshed: (pair) => {
        tokens.store(pair);
        listener?.tokensRefreshed(pair);
      },
      onSessionExpired: () => listener?.sessionExpired(),
      onForbidden: (message) => listener?.forbidden(message),
    } satisfies ApiClientOptions,
  };
}
