import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * A fetch that answers from this server without a network hop (Fastify's inject): the storefront's server renderer
 * calls the API through it, and every call still passes the contract's validation and the API's own handlers.
 */
export function injectTransport(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const requestHeaders: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      requestHeaders[name] = value;
    });
    const reply = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers: requestHeaders,
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      for (const item of [value ?? []].flat()) headers.append(name, String(item));
    }
    const hasBody = reply.statusCode !== 204 && reply.statusCode !== 304;
    return new Response(hasBody ? new Uint8Array(reply.rawPayload) : null, { status: reply.statusCode, headers });
  };
}
