import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { refundView, transactionForStaff } from './admin-transactions.js';
import { REFUND_MESSAGES, type RefundRequests, refusedError } from './refund-requests.js';

const STATUS = { created: 201, replayed: 200, unconfirmed: 202 } as const;

/** The back office's transactions and refunds (admins only: the contract's x-roles). */
export function registerRefundRoutes(app: FastifyInstance, db: Database, refunds: RefundRequests) {
  bindOperation(app, 'getAdminTransaction', async (request) =>
    ok({ transaction: await transactionForStaff(db, request.params.id) }),
  );

  bindOperation(app, 'refundTransaction', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    const input = { ...request.body, speed: request.body.speed ?? 'normal' };
    const outcome = await refunds.request(request.params.id, input, key, actorOf(request));
    if (outcome.kind === 'refused') throw refusedError(outcome.reason);
    const message =
      outcome.kind === 'unconfirmed'
        ? REFUND_MESSAGES.unconfirmed
        : outcome.kind === 'replayed'
          ? REFUND_MESSAGES.replayed
          : outcome.refund.status === 'processed'
            ? REFUND_MESSAGES.processed
            : REFUND_MESSAGES.requested;
    reply.status(STATUS[outcome.kind]);
    return ok(
      { refund: refundView(outcome.refund), transaction: await transactionForStaff(db, request.params.id) },
      message,
    );
  });
}
