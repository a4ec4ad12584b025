import { createApiClient } from '@startwise/api-client';
import { sessionClientOptions } from '../auth/session-link';
import { serverApiOptions } from '../server/api-transport';

/**
 * The one API client of the storefront, with the session's tokens and its 401/403 hooks (src/auth); in the server
 * renderer's build, the API's public calls through the server's own transport. Its own module: the providers
 * render the session, whose runtime calls the API, so the client living beside them made an import loop.
 */
export const api = createApiClient(import.meta.env.SSR ? serverApiOptions : sessionClientOptions);
