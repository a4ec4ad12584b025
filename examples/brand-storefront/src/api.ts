import { createApiClient, createSessionLink } from '@startwise/api-client';
import { auth } from '@startwise/flows';

/** Where the auth flow keeps the session between visits (the same keys the flow reads back on start). */
export const storage = auth.webStorage(localStorage);

const session = createSessionLink({
  token: () => storage.get(auth.AUTH_STORAGE_KEYS.token),
  refreshToken: () => storage.get(auth.AUTH_STORAGE_KEYS.refreshToken),
  store: (tokens) => {
    storage.set(auth.AUTH_STORAGE_KEYS.token, tokens.token);
    storage.set(auth.AUTH_STORAGE_KEYS.refreshToken, tokens.refreshToken);
  },
});

/** The Startwise API, on this site's /api (vite.config.ts proxies it to API_URL). */
export const api = createApiClient({ baseUrl: '/api', ...session.clientOptions });
