import type { Middleware } from 'openapi-fetch';

/** The access token source; read on every request so the client never keeps a copy of the session. */
export type TokenGetter = () => string | null | undefined;

export function bearer(token: string): string {
  return `Bearer ${token}`;
}

/** Attaches `Authorization: Bearer <token>` to every request while a token is present (spec section 6). */
export function authMiddleware(getToken: TokenGetter): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', bearer(token));
    },
  };
}
