import type { FastifyInstance } from 'fastify';
import { sendCsvDownload } from '../../platform/http/csv-file.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { transactionForStaff } from './admin-transactions.js';
import { type AttentionGrace, transactionsNeedingAttention } from './attention.js';
import { RECONCILE_MESSAGES, reconcileTransaction } from './reconcile-transaction.js';
import type { RefundJobDeps } from './refund-reconciliation.js';
import { adminTransactionList, allMatchingTransactions } from './transaction-list.js';
import { transactionsCsv } from './transactions-csv.js';

/** The back office's payments reconciliation view (admins only: the contract's x-roles). */
export function registerReconciliationRoutes(
  app: FastifyInstance,
  deps: RefundJobDeps & { supplierState: string; grace: AttentionGrace; now?: () => Date },
) {
  const { db, supplierState } = deps;
  const now = deps.now ?? (() => new Date());

  bindOperation(app, 'listAdminTransactions', async (request) => {
    const { page, limit, ...filters } = request.query;
    return ok(await adminTransactionList(db, supplierState, filters, page, limit));
  });

  bindOperation(app, 'exportAdminTransactions', async (request, reply) => {
    const csv = transactionsCsv(await allMatchingTransactions(db, supplierState, request.query));
    return sendCsvDownload(reply, 'transactions', csv, now());
  });

  bindOperation(app, 'listTransactionsNeedingAttention', async () =>
    ok({ items: await transactionsNeedingAttention(db, deps.grace, now()) }),
  );

  bindOperation(app, 'reconcileAdminTransaction', async (request) => {
    await reconcileTransaction(deps, request.params.id, actorOf(request), now());
    return ok({ transaction: await transactionForStaff(db, request.params.id) }, RECONCILE_MESSAGES.reconciled);
  });
}
