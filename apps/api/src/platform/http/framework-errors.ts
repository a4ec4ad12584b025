import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ContractOperation, longestPathParameter, type OpenApiDocument } from './contract.js';

/**
 * The router's limit on one path segment, from the contract: its longest path parameter, percent-encoded at worst
 * (3 characters per character). A value within it but over its schema's `maxLength` gets the contract's 400; only
 * a value no valid parameter could be gets the router's 414.
 */
export const maxParamLengthFor = (doc: OpenApiDocument) => longestPathParameter(doc) * 3;

/** Errors the router raises before any route runs (bad percent-encoding 400, over-long parameter 414), in the envelope. */
export function frameworkErrorEnvelope(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return reply.status(error.statusCode ?? 400).send({ success: false, message: error.message });
}

const routePattern = (url: string) =>
  new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}$`);

/**
 * The methods the contract serves at a request's path, for a 405 with `Allow` when another method was asked
 * (HEAD comes with every GET). Empty when the path is not the contract's at all (a 404).
 */
export function createAllowedMethods(operations: Map<string, ContractOperation>) {
  const routes = [...operations.values()].map((operation) => ({
    pattern: routePattern(operation.url),
    method: operation.method,
  }));
  return (url: string): string[] => {
    const path = url.split('?')[0] ?? '';
    const methods = new Set<string>(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

/** The answer to an /api request no route took: 405 with `Allow` when the contract has the path, else 404. */
export function apiNotFound(app: FastifyInstance) {
  const allowedMethods = createAllowedMethods(app.contract.operations);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const allowed = allowedMethods(request.url);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ success: false, message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}` });
    }
    return reply.status(404).send({ success: false, message: `No route for ${request.method} ${path}` });
  };
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers (or the address) are too large' },
};

/** Requests Node's HTTP parser refuses before Fastify sees them (header overflow, timeout, garbage), in the envelope. */
export function clientErrorEnvelope(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'Malformed request' };
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
