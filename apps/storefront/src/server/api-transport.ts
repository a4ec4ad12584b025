import type { ApiClientOptions } from '@startwise/api-client';

/** How the server renderer reaches the API: a request in, the API's response out (no network in between). */
export type ApiTransport = (request: Request) => Promise<Response>;

let transport: ApiTransport | null = null;

/** Installed once by the server that renders pages (createPageRenderer). */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * The storefront's API client options on the server: public calls only (the server never holds a customer's
 * tokens), through the installed transport. The address needs a host to be a valid URL; the transport ignores it.
 */
export const serverApiOptions = {
  baseUrl: 'http://storefront.internal/api',
  getToken: () => null,
  fetch: (request) => {
    if (!transport) throw new Error('The page renderer has no API transport (createPageRenderer sets it)');
    return transport(request);
  },
} satisfies ApiClientOptions;
