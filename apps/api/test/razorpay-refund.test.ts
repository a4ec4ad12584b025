import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError } from '../src/payments/payment-provider.js';
import { createRazorpayClient } from '../src/razorpay/razorpay-client.js';
import { RazorpayError } from '../src/razorpay/razorpay-error.js';
import { createRazorpayProvider } from '../src/razorpay/razorpay-provider.js';

interface Received {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
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
        body: await readBody(request),
      });
      const refused = request.url?.includes('pay_refunded');
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

  it('refunds through the PaymentProvider interface with the same request', async () => {
    received.length = 0;
    const provider = createRazorpayProvider({ client: client(), keySecret: 'secret', webhookSecret: undefined });
    const refund = await provider.refund('pay_29QQoUBi66xm2f', { amount: 50_000, receipt: 'refund-42' });
    expect(received.map((request) => request.body)).toEqual([{ amount: 50_000, receipt: 'refund-42' }]);
    expect(refund).toEqual({
      id: 'rfnd_FgRAHdNOM4ZVbO',
      paymentId: 'pay_29QQoUBi66xm2f',
      amount: 50_000,
      status: 'processed',
    });
  });

  it("surfaces Razorpay's refusal as a provider error with Razorpay's code", async () => {
    const refused = await client()
      .refundPayment('pay_refunded')
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RazorpayError);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR' } });
  });
});
