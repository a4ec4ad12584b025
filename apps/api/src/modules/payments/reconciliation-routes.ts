import type { FastifyInstance } from 'fastify';
import { sendCsvDownload } from '../../platform/http/csv-file.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { actorOf } from '../staff/index.js';
import { transactionForStaff } from './admin-transactions.js';
import { type AttentionGrace, transactionsNeedingAttention } from './attention.js';
import { RECONCILE_MESSAGES, reconcileTransaction } from './reconcile-transaction.js';
import type { RefundJobDeps } from './refund-reconciliation.js';
import { adminTransactionList, matchingTransactionBatches } from './transaction-list.js';
import { TRANSACTION_CSV_COLUMNS, transactionCsvRecords } from './transactions-csv.js';

/** The back office's payments reconciliation view (admins only: the contract's x-roles). */
export function registerReconciliationRoutes(
  app: FastifyInstance,
  deps: RefundJobDeps & { grace: AttentionGrace; now?: () => Date },
) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  bindOperation(app, 'listAdminTransactions', async (request) => {
    const { page, limit, cursor, ...filters } = request.query;
    return ok(await adminTransactionList(db, deps.settlement.documents, filters, { page, limit, cursor }));
  });

  bindOperation(app, 'exportAdminTransactions', async (request, reply) => {
    const records = transactionCsvRecords(matchingTransactionBatches(db, deps.settlement.documents, request.query));
    return sendCsvDownload(reply, 'transactions', TRANSACTION_CSV_COLUMNS, records, now());
  });

  bindOperation(app, 'listTransactionsNeedingAttention', async (request) =>
    ok(await transactionsNeedingAttention(db, deps.grace, request.query, now())),
  );

  bindOperation(app, 'reconcileAdminTransaction', async (request) => {
    await reconcileTransaction(deps, request.params.id, actorOf(request), now());
    return ok({ transaction: await transactionForStaff(db, request.params.id) }, RECONCILE_MESSAGES.reconciled);
  });
}
