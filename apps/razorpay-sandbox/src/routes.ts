import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Instrument, SandboxKeys } from '@startwise/api/razorpay';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticationFailed, invalidInput, replySandboxError, SandboxError } from './sandbox-error.js';
import type { SandboxLedger } from './sandbox-ledger.js';
import type { SandboxRefunds } from './sandbox-refunds.js';

export const SANDBOX_PREFIX = '/razorpay-sandbox';

const checkoutScript = readFileSync(new URL('./browser/checkout.js', import.meta.url), 'utf8');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Basic auth with the sandbox's key id and secret, as Razorpay's API demands. */
function requireApiKeys(request: FastifyRequest, keys: SandboxKeys) {
  const [scheme, encoded] = (request.headers.authorization ?? '').split(' ');
  if (scheme !== 'Basic' || !encoded) throw authenticationFailed();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const keyId = decoded.slice(0, separator);
  const keySecret = decoded.slice(separator + 1);
  if (separator < 0 || !sameText(keyId, keys.keyId) || !sameText(keySecret, keys.keySecret)) {
    throw authenticationFailed();
  }
}

function readInstrument(body: Record<string, unknown>): Instrument {
  if (body.method === 'card' && typeof body.card_number === 'string') {
    return { method: 'card', cardNumber: body.card_number };
  }
  if (body.method === 'upi' && typeof body.vpa === 'string') return { method: 'upi', vpa: body.vpa };
  throw invalidInput('method', 'Choose card or UPI and fill in its details.');
}

/** Razorpay's API takes a JSON object (an absent body reads as an empty one) and names an entity by `:id`. */
interface SandboxRoute {
  Params: { id: string };
  Body: Record<string, unknown> | undefined;
}

const bodyOf = (request: FastifyRequest<SandboxRoute>) => request.body ?? {};

/**
 * Razorpay's REST API (`/razorpay-sandbox/v1/...`) and a drop-in Checkout (`/razorpay-sandbox/checkout.js`) on
 * plain Fastify routes, outside the /api contract. Mounted only when no real keys are configured.
 */
export function registerSandboxRoutes(
  app: FastifyInstance,
  keys: SandboxKeys,
  ledger: SandboxLedger,
  refunds: SandboxRefunds,
) {
  app.register(
    async (scope) => {
      scope.setErrorHandler((error, _request, reply) => {
        if (error instanceof SandboxError) return replySandboxError(reply, error);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        return replySandboxError(
          reply,
          new SandboxError(status, {
            code: status < 500 ? 'BAD_REQUEST_ERROR' : 'SERVER_ERROR',
            description: status < 500 ? (error as Error).message : 'The server encountered an error.',
          }),
        );
      });

      const api = (handler: (request: FastifyRequest<SandboxRoute>, reply: FastifyReply) => Promise<unknown>) => ({
        preHandler: async (request: FastifyRequest<SandboxRoute>) => requireApiKeys(request, keys),
        handler,
      });
      scope.post<SandboxRoute>(
        '/v1/orders',
        api(async (request) => ledger.createOrder(bodyOf(request))),
      );
      scope.get<SandboxRoute>(
        '/v1/orders/:id',
        api(async (request) => ledger.fetchOrder(request.params.id)),
      );
      scope.get<SandboxRoute>(
        '/v1/orders/:id/payments',
        api(async (request) => ledger.fetchOrderPayments(request.params.id)),
      );
      scope.post<SandboxRoute>(
        '/v1/payments/:id/refund',
        api(async (request) => {
          const key = request.headers['x-refund-idempotency'];
          return refunds.refund(request.params.id, bodyOf(request), typeof key === 'string' ? key : undefined);
        }),
      );
      scope.get<SandboxRoute>(
        '/v1/payments/:id/refunds',
        api(async (request) => refunds.ofPayment(request.params.id)),
      );
      scope.get<SandboxRoute>(
        '/v1/refunds/:id',
        api(async (request) => refunds.fetch(request.params.id)),
      );

      scope.get('/checkout.js', async (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(checkoutScript),
      );

      /** What the checkout dialog posts: the public key id (as Razorpay Checkout sends it) and the instrument. */
      scope.post<SandboxRoute>('/checkout/pay', async (request) => {
        const body = bodyOf(request);
        if (typeof body.key_id !== 'string' || !sameText(body.key_id, keys.keyId)) throw authenticationFailed();
        if (typeof body.order_id !== 'string') throw invalidInput('order_id', 'The order id is required.');
        return ledger.pay(body.order_id, readInstrument(body), {
          ...(typeof body.email === 'string' && { email: body.email }),
          ...(typeof body.contact === 'string' && { contact: body.contact }),
        });
      });
    },
    { prefix: SANDBOX_PREFIX },
  );
}
