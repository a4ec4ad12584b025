import type { Middleware } from 'openapi-fetch';
import { ERROR_MESSAGES } from '../errors';

/**
 * Tells the app about every 403 in one place, so it can show the spec-6 toast without each screen having to
 * remember to. The call itself still rejects with the 403 ApiError.
 */
export function forbiddenMiddleware(onForbidden: (message: string) => void): Middleware {
  return {
    onResponse({ response }) {
      if (response.status === 403) onForbidden(ERROR_MESSAGES.forbidden);
    },
  };
}
