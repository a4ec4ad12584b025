import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { PAYMENT_MESSAGES, type PaymentService } from './payment-service.js';
import type { createWebhookReceiver } from './webhook-receiver.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact bytes of a webhook request: its signature covers these, not re-serialized JSON. */
    rawBody?: Buffer;
  }
}

export function registerPaymentRoutes(
  app: FastifyInstance,
  payments: PaymentService,
  receiveWebhook: ReturnType<typeof createWebhookReceiver>,
) {
  bindOperation(app, 'createPaymentOrder', async (request) => {
    const { submissionId } = request.body;
    return ok(await payments.createOrder(request.customer.id, submissionId));
  });

  bindOperation(app, 'verifyPayment', async (request) =>
    ok({ transaction: await payments.verify(request.customer.id, request.body) }, PAYMENT_MESSAGES.verified),
  );

  bindOperation(app, 'cancelPayment', async (request) =>
    ok({ transaction: await payments.cancel(request.customer.id, request.params.id) }, PAYMENT_MESSAGES.cancelled),
  );

  bindOperation(app, 'getTransaction', async (request) =>
    ok({ transaction: await payments.transaction(request.customer.id, request.params.id) }),
  );

  bindOperation(app, 'listTransactions', async (request) =>
    ok(await payments.list(request.customer.id, request.query)),
  );

  // The webhook keeps the raw bytes: a JSON parser of its own, in a scope of its own.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(Object.assign(new Error('The webhook body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });
    bindOperation(scope, 'handleRazorpayWebhook', async (request) => {
      const { headers } = request;
      return ok(
        await receiveWebhook({
          rawBody: request.rawBody ?? Buffer.alloc(0),
          signature: headers['x-razorpay-signature'],
          eventId: headers['x-razorpay-event-id'],
        }),
      );
    });
  });
}
