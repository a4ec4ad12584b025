import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../schema';
import { bearer, type TokenGetter } from './auth';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Whose session the client carries: a customer's (`/users/*`) or a staff member's (`/admin/auth/*`). */
export type SessionKind = 'customer' | 'staff';

/** The call that rotates each kind of session's refresh token. */
export const REFRESH_PATHS = {
  customer: '/users/refresh-token',
  staff: '/admin/auth/refresh',
} as const satisfies Record<SessionKind, keyof paths>;

export interface SessionRefresherOptions {
  baseUrl: string;
  session: SessionKind;
  fetch: ((request: Request) => Promise<Response>) | undefined;
  getRefreshToken: TokenGetter | undefined;
  onTokensRefreshed: ((tokens: TokenPair) => void) | undefined;
  onSessionExpired: (() => void) | undefined;
}

/** Renews the session; resolves to the new access token, or null when the session is over. */
export type SessionRefresher = () => Promise<string | null>;

/**
 * One refresh at a time: every 401 that arrives while a refresh is running waits for that same refresh, because
 * the server rotates refresh tokens and a second refresh with the used token would revoke the whole session.
 * The refresh call goes through a bare client, so its own 401 can never start another refresh.
 */
export function createSessionRefresher(options: SessionRefresherOptions): SessionRefresher {
  const bare = createClient<paths>({ baseUrl: options.baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  let running: Promise<string | null> | undefined;

  async function requestNewPair(refreshToken: string): Promise<TokenPair | undefined> {
    try {
      const { data } = await bare.POST(REFRESH_PATHS[options.session], { body: { refreshToken } });
      return data?.data;
    } catch {
      // No response at all: the session cannot be renewed now either.
      return undefined;
    }
  }

  async function refresh(): Promise<string | null> {
    const refreshToken = options.getRefreshToken?.();
    const pair = refreshToken ? await requestNewPair(refreshToken) : undefined;
    if (!pair) {
      options.onSessionExpired?.();
      return null;
    }
    options.onTokensRefreshed?.(pair);
    return pair.token;
  }

  return () => {
    running ??= refresh().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** Calls whose 401 means "wrong credentials" (or a used-up refresh token), not "access token expired". */
const NOT_REFRESHABLE = new Set<string>([
  '/users/login',
  REFRESH_PATHS.customer,
  '/admin/auth/login',
  '/admin/auth/verify',
  REFRESH_PATHS.staff,
]);

/**
 * On a 401 to a signed-in request: renew the session (shared), then replay the original request once with the
 * new token. The replay bypasses the middleware chain, so it is never refreshed again: no loops. A request body
 * can be read only once, so a copy is taken before sending.
 */
export function refreshMiddleware(
  getToken: TokenGetter,
  refreshSession: SessionRefresher,
  onSessionExpired: (() => void) | undefined,
): Middleware {
  const replays = new WeakMap<Request, Request>();
  return {
    onRequest({ request, schemaPath }) {
      if (request.headers.has('Authorization') && !NOT_REFRESHABLE.has(schemaPath)) {
        replays.set(request, request.clone());
      }
    },
    async onResponse({ request, response, options }) {
      const replay = replays.get(request);
      replays.delete(request);
      if (response.status !== 401 || !replay) return undefined;

      // Another request may already have renewed the session since this one was sent: reuse its token.
      const current = getToken();
      const token =
        current && bearer(current) !== request.headers.get('Authorization') ? current : await refreshSession();
      if (!token) return undefined;

      await response.body?.cancel();
      replay.headers.set('Authorization', bearer(token));
      const replayed = await options.fetch(replay);
      // Even a freshly issued token was refused: the session is over.
      if (replayed.status === 401) onSessionExpired?.();
      return replayed;
    },
    onError({ request }) {
      replays.delete(request);
    },
  };
}
