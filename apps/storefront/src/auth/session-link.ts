import { createSessionLink } from '@startwise/api-client';
import { auth } from '@startwise/flows';
import { authStorage, storedRefreshToken, storedToken } from './auth-storage';

// The API client is created once, outside React; the auth actor lives inside it. This link carries the client's
// session events to whichever session component is mounted (SessionBridge), and reads tokens from storage.
const link = createSessionLink({
  token: storedToken,
  refreshToken: storedRefreshToken,
  store: (tokens) => {
    authStorage.set(auth.AUTH_STORAGE_KEYS.token, tokens.token);
    authStorage.set(auth.AUTH_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  },
});

/** Called by the mounted session component; returns the disconnect function. */
export const connectSession = link.connect;

/** The session half of the storefront's API client options: bearer and refresh tokens, 401 and 403 hooks. */
export const sessionClientOptions = link.clientOptions;
