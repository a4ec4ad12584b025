import { type ApiClientOptions, createApiClient, type TokenPair } from '../../src';

/**
 * A client on `baseUrl` with a browser-like session store: the tokens the app would keep (null: nothing kept), and
 * what the client reported (rotated pairs, expiries). `options` picks e.g. the staff session's endpoints.
 */
export function recordedSession(
  baseUrl: string,
  initial: { token: string | null; refreshToken: string | null },
  options: Pick<ApiClientOptions, 'session'> = {},
) {
  const state = { ...initial, expired: 0, refreshed: [] as TokenPair[] };
  const api = createApiClient({
    baseUrl,
    ...options,
    getToken: () => state.token,
    getRefreshToken: () => state.refreshToken,
    onTokensRefreshed: (pair) => {
      state.token = pair.token;
      state.refreshToken = pair.refreshToken;
      state.refreshed.push(pair);
    },
    onSessionExpired: () => {
      state.expired += 1;
    },
  });
  return { state, api };
}
