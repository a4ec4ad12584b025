import type { TestServer } from './test-server.js';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are asserted field by field in the tests
  body: any;
}

let ipCounter = 0;
/** A distinct client address (sent as X-Forwarded-For; the server trusts its proxy), so per-IP limits stay apart. */
export const nextIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

/**
 * One request to the test server's /api from the browser at `ip`, with a JSON body and a bearer token when given.
 * A JSON answer is parsed, any other (a download) stays bytes, an empty one is `undefined`.
 */
export async function callApi(
  server: Pick<TestServer, 'baseUrl'>,
  ip: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: bytes.length === 0 ? undefined : json ? JSON.parse(bytes.toString('utf8')) : bytes,
  };
}
