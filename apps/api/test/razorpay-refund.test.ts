import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/modules/payments/payment-provider.js';
import { createRazorpayClient } from '../src/modules/razorpay/razorpay-client.js';
import { RazorpayError } from '../src/modules/razorpay/razorpay-error.js';
import { createRazorpayProvider } from '../src/modules/razorpay/razorpay-provider.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

const refundEntity = {
  id: 'rfnd_FgRAHdNOM4ZVbO',
  entity: 'refund',
  amount: 50_000,
  currency: 'INR',
  payment_id: 'pay_29QQoUBi66xm2f',
  notes: { reason: 'Service cancelled by the customer' },
  receipt: 'refund-42',
  status: 'processed',
  speed_requested: 'optimum',
  speed_processed: 'instant',
  created_at: 1_764_000_000,
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length === 0 ? undefined : JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

/** A local HTTP server standing in for api.razorpay.com: it records each request and answers like Razorpay. */
describe('Razorpay refunds (POST /v1/payments/{id}/refund)', () => {
  let server: Server;
  const received: Received[] = [];
  let baseUrl = '';

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      received.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        idempotencyKey: request.headers['x-refund-idempotency'] as string | undefined,
        body: await readBody(request),
      });
      const refused = request.url?.includes('pay_refunded');
      if (request.url?.endsWith('/refunds?count=100')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ entity: 'collection', count: 1, items: [refundEntity] }));
        return;
      }
      response.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          refused
            ? {
                error: {
                  code: 'BAD_REQUEST_ERROR',
                  description: 'The payment has been fully refunded already',
                  field: null,
                  source: 'business',
                  step: 'payment_initiation',
                  reason: 'input_validation_failed',
                  metadata: {},
                },
              }
            : refundEntity,
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const client = () => createRazorpayClient({ baseUrl, keyId: 'rzp_test_abc', keySecret: 'secret' });

  it('posts the amount in paise, speed, notes and receipt with Basic auth, and returns the refund entity', async () => {
    received.length = 0;
    const refund = await client().refundPayment('pay_29QQoUBi66xm2f', {
      amount: 50_000,
      speed: 'optimum',
      notes: { reason: 'Service cancelled by the customer' },
      receipt: 'refund-42',
    });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/v1/payments/pay_29QQoUBi66xm2f/refund',
        authorization: `Basic ${Buffer.from('rzp_test_abc:secret').toString('base64')}`,
        contentType: 'application/json',
        idempotencyKey: undefined,
        body: {
          amount: 50_000,
          speed: 'optimum',
          notes: { reason: 'Service cancelled by the customer' },
          receipt: 'refund-42',
        },
      },
    ]);
    expect(refund).toEqual(refundEntity);
  });

  it('refunds through the PaymentProvider interface, the idempotency key in X-Refund-Idempotency', async () => {
    received.length = 0;
    const provider = createRazorpayProvider({ client: client(), keySecret: 'secret', webhookSecret: undefined });
    const key = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
    const refund = await provider.refund('pay_29QQoUBi66xm2f', {
      amount: 50_000,
      receipt: 'refund-42',
      idempotencyKey: key,
    });
    expect(received.map(({ body, idempotencyKey }) => ({ body, idempotencyKey }))).toEqual([
      { body: { amount: 50_000, receipt: 'refund-42' }, idempotencyKey: key },
    ]);
    const expected = {
      id: 'rfnd_FgRAHdNOM4ZVbO',
      paymentId: 'pay_29QQoUBi66xm2f',
      amount: 50_000,
      status: 'processed',
      receipt: 'refund-42',
    };
    expect(refund).toEqual(expected);

    received.length = 0;
    expect(await provider.fetchPaymentRefunds('pay_29QQoUBi66xm2f')).toEqual([expected]);
    expect(received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /v1/payments/pay_29QQoUBi66xm2f/refunds?count=100',
    ]);
  });

  it("surfaces Razorpay's refusal as a provider error with Razorpay's code", async () => {
    const refused = await client()
      .refundPayment('pay_refunded')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RazorpayError);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR' } });
    // A 4xx means Razorpay did not act; no answer (or 5xx, or 409: still processing) leaves the outcome open.
    expect((refused as RazorpayError).refused).toBe(true);
    expect(new RazorpayError(409, { code: 'BAD_REQUEST_ERROR', description: 'in progress' }).refused).toBe(false);
    expect(new RazorpayError(502, { code: 'SERVER_ERROR', description: 'bad gateway' }).refused).toBe(false);
    expect(new RazorpayError(0, { code: 'GATEWAY_UNREACHABLE', description: 'timeout' }).refused).toBe(false);
  });
});
