import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../schema';
import { bearer, type TokenGetter } from './auth';

export interface TokenPair {
  token: string;
  refreshToken: string;
}

/** Calls that rotate a refresh token: the customers' and the staff's. */
export type RefreshPath = '/users/refresh-token' | '/admin/auth/refresh';

/** Which calls a kind of session signs in and renews with. */
export interface SessionEndpoints {
  /** Rotates the refresh token after a 401. */
  refresh: RefreshPath;
  /** Calls whose 401 means "wrong credentials", never "access token expired": they are not refreshed. */
  signIn: readonly string[];
}

/** A customer's session (the default): `/users/login`, renewed with `/users/refresh-token`. */
export const CUSTOMER_SESSION: SessionEndpoints = { refresh: '/users/refresh-token', signIn: ['/users/login'] };

export interface SessionRefresherOptions {
  baseUrl: string;
  session: SessionEndpoints;
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
      const { data } = await bare.POST(options.session.refresh, { body: { refreshToken } });
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

/**
 * On a 401 to a signed-in request: renew the session (shared), then replay the original request once with the
 * new token. The replay bypasses the middleware chain, so it is never refreshed again: no loops. A request body
 * can be read only once, so a copy is taken before sending.
 */
export function refreshMiddleware(
  session: SessionEndpoints,
  getToken: TokenGetter,
  refreshSession: SessionRefresher,
  onSessionExpired: (() => void) | undefined,
): Middleware {
  const replays = new WeakMap<Request, Request>();
  // A 401 from these means wrong credentials or a used-up refresh token, not an expired access token.
  const notRefreshable = new Set([...session.signIn, session.refresh]);
  return {
    onRequest({ request, schemaPath }) {
      if (request.headers.has('Authorization') && !notRefreshable.has(schemaPath)) {
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
