import { auth } from '@startwise/flows';

// Where the session lives between visits (spec 3 "Persisted browser keys"): localStorage when "Remember me" is
// ticked, sessionStorage (gone with the browser) when not. Reads look in both, so either kind of visit resumes.
// Without window storage (server rendering) the keys stay in memory.

const hasWindowStorage = typeof window !== 'undefined' && 'localStorage' in window;

export const authStorage = hasWindowStorage
  ? auth.rememberMeStorage(auth.webStorage(window.localStorage), auth.webStorage(window.sessionStorage))
  : auth.rememberMeStorage(auth.memoryStorage(), auth.memoryStorage());

// A session resumed from sessionStorage was not remembered: renewed tokens must stay there too.
if (hasWindowStorage) authStorage.remember(window.sessionStorage.getItem(auth.AUTH_STORAGE_KEYS.token) === null);

/** The access and refresh tokens, read by the API client on every request. */
export const storedToken = () => authStorage.get(auth.AUTH_STORAGE_KEYS.token);
export const storedRefreshToken = () => authStorage.get(auth.AUTH_STORAGE_KEYS.refreshToken);

/** The customer the last visit signed in, shown until the auth runtime has resumed the session; null for a visitor. */
export const storedUser = () => (storedToken() ? (auth.readPersistedAuth(authStorage).user ?? null) : null);
