import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query, e.g. '/api/users/me'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is (use with `headers` for a content type). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Hold the answer back, so concurrent requests overlap. */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** e.g. 'http://127.0.0.1:43121/api' */
  readonly baseUrl: string;
  /** Every request received since the last reset, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Answer `METHOD /api/path` with `handler` (or a fixed reply). */
  route(method: string, path: string, handler: Handler | Reply): void;
  /** Requests received for `METHOD /api/path`. */
  received(method: string, path: string): RecordedRequest[];
  reset(): void;
  close(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.closeAllConnections();
    server.close((error) => (error ? reject(error) : resolve()));
  });
}

/** A real HTTP server on 127.0.0.1 and a random port that records requests and answers per test. */
export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const request: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: incoming.headers,
      body: Buffer.concat(chunks),
    };
    requests.push(request);

    const handler = routes.get(`${request.method} ${request.path}`);
    const reply: Reply = handler
      ? await handler(request)
      : { status: 404, json: { success: false, message: `No test route for ${request.method} ${request.path}` } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const body = reply.json === undefined ? (reply.raw ?? '') : JSON.stringify(reply.json);
    outgoing.writeHead(reply.status ?? 200, {
      ...(reply.json === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...reply.headers,
    });
    outgoing.end(body);
  });

  const port = await listen(server);
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    route(method, path, handler) {
      routes.set(`${method.toUpperCase()} /api${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    received(method, path) {
      return requests.filter((request) => request.method === method.toUpperCase() && request.path === `/api${path}`);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () => close(server),
  };
}

/** An address where nothing listens: a server is started, its port noted, and the server closed again. */
export async function closedPortBaseUrl(): Promise<string> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return `http://127.0.0.1:${port}/api`;
}

/** A success envelope. */
export function ok(data: unknown, message?: string): Reply {
  return { json: { success: true, ...(message ? { message } : {}), data } };
}

/** An error envelope. */
export function fail(status: number, message?: string, errors?: { field?: string; message: string }[]): Reply {
  return { status, json: { success: false, ...(message ? { message } : {}), ...(errors ? { errors } : {}) } };
}
