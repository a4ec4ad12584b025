import { randomUUID } from 'node:crypto';
import { GST_RATE_PERCENT } from '@startwise/flows/rules';
import { startOfIndiaDate } from '@startwise/format';
import { and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { cappedCount, listPagination, pageRows, pageStart } from '../../platform/db/list-page.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/http/http-error.js';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import { findUserById } from '../accounts/index.js';
import { findSubmissionToPay } from '../submissions/index.js';
import { type PaymentProvider, PaymentProviderError } from './payment-provider.js';
import { cancelSession, recordCapturedPayment } from './settlement.js';
import type { SettlementContext } from './settlement-steps.js';
import { paymentTransactions, type TransactionRow } from './tables.js';
import { OPEN_STATUSES, type TransactionStatus } from './transaction-status.js';
import { transactionView } from './transaction-view.js';
import { findCustomerTransaction, transactionViewOf, transactionViews } from './transactions.js';

export const PAYMENT_MESSAGES = {
  submissionNotFound: 'Submission not found',
  transactionNotFound: 'Transaction not found',
  alreadyPaid: 'This submission has already been paid',
  providerUnavailable: 'The payment provider is unavailable. Please try again.',
  verificationFailed: 'Payment verification failed',
  verified: 'Payment completed successfully!',
  cancelled: 'Payment has been cancelled successfully',
  notCancellable: 'A completed payment cannot be cancelled',
} as const;

export interface TransactionFilters {
  page: number;
  limit: number;
  cursor?: string;
  status?: TransactionStatus;
  startDate?: string;
  endDate?: string;
  minAmount?: number;
  maxAmount?: number;
}

export interface VerifyInput {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
  transactionId: string;
}

/** Each call may create a provider order: a customer gets a generous number, a script does not get more. */
const ORDER_LIMIT: RateLimitRule = {
  name: 'payment-order-user',
  limit: 30,
  windowSeconds: 10 * 60,
  message: 'Too many payment attempts. Please try again in a few minutes.',
};

/** A customer's transactions, newest first; the index payment_transactions_user_idx serves it. */
const CUSTOMER_NEWEST_FIRST: Keyset = {
  name: 'transactions-newest',
  keys: [
    { expression: paymentTransactions.createdAt, type: 'timestamptz' },
    { expression: paymentTransactions.id, type: 'uuid' },
  ],
  direction: 'desc',
};
const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new HttpError(502, PAYMENT_MESSAGES.providerUnavailable);
  throw error;
}

/** Orders, verification, cancellation and the customer's transaction history. Amounts are paise inside. */
export function createPaymentService(deps: {
  db: Database;
  provider: PaymentProvider;
  limiter: RateLimiter;
  settlement: SettlementContext;
}) {
  const { db, provider } = deps;

  async function ownTransaction(userId: string, id: string): Promise<TransactionRow> {
    const row = await findCustomerTransaction(db, userId, id);
    if (!row) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
    return row;
  }

  async function openTransaction(submissionId: string): Promise<TransactionRow | undefined> {
    const [row] = await db
      .select()
      .from(paymentTransactions)
      .where(
        and(
          eq(paymentTransactions.submissionId, submissionId),
          inArray(paymentTransactions.status, [...OPEN_STATUSES]),
        ),
      );
    return row;
  }

  /** Creates the provider's order for the stored price, or hands back the open one. */
  async function openSession(userId: string, submissionId: string) {
    const submission = await findSubmissionToPay(db, userId, submissionId);
    if (!submission) throw notFound(PAYMENT_MESSAGES.submissionNotFound);
    if (submission.paymentStatus === 'paid' || submission.paymentStatus === 'refunded') {
      throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    }
    const existing = await openTransaction(submission.id);
    if (existing) return existing;

    const id = randomUUID();
    const order = await provider
      .createOrder({
        amount: submission.pricePaise,
        currency: 'INR',
        receipt: id,
        notes: { submissionId: submission.id, serviceName: submission.serviceTitle },
      })
      .catch(providerFailure);
    const inserted = await db
      .insert(paymentTransactions)
      .values({
        id,
        submissionId: submission.id,
        userId,
        amountPaise: order.amount,
        currency: order.currency,
        serviceName: submission.serviceTitle,
        razorpayOrderId: order.id,
      })
      .onConflictDoNothing()
      .returning();
    // A racing call opened a session first: its order wins and ours is simply never paid.
    const row = inserted[0] ?? (await openTransaction(submission.id));
    if (!row) throw new Error('The open payment session vanished');
    await deps.settlement.steps.reopenSubmission(db, submission.id);
    return row;
  }

  return {
    async createOrder(userId: string, submissionId: string) {
      await deps.limiter.consume(ORDER_LIMIT, userId);
      const row = await openSession(userId, submissionId);
      const user = await findUserById(db, userId);
      // Worked out as the invoice will be, so the checkout shows its figures.
      const { placeOfSupply, split } = deps.settlement.documents.checkoutTax(user, row.amountPaise);
      return {
        key_id: provider.keyId,
        order: { id: row.razorpayOrderId, amount: row.amountPaise, currency: row.currency },
        notes: { serviceName: row.serviceName },
        prefill: { name: user?.fullName ?? '', email: user?.email ?? '', contact: user?.phone ?? '' },
        transaction: transactionView(row),
        tax: {
          ratePercent: GST_RATE_PERCENT,
          placeOfSupply,
          taxablePaise: split.taxable,
          cgstPaise: split.kind === 'intra-state' ? split.cgst : 0,
          sgstPaise: split.kind === 'intra-state' ? split.sgst : 0,
          igstPaise: split.kind === 'inter-state' ? split.igst : 0,
        },
      };
    },

    /** Checkout's signature, checked against the order id WE stored; applying it twice changes nothing. */
    async verify(userId: string, input: VerifyInput) {
      const row = await ownTransaction(userId, input.transactionId);
      const genuine =
        input.razorpay_order_id === row.razorpayOrderId &&
        provider.verifyPaymentSignature({
          orderId: row.razorpayOrderId,
          paymentId: input.razorpay_payment_id,
          signature: input.razorpay_signature,
        });
      if (!genuine) throw badRequest(PAYMENT_MESSAGES.verificationFailed);
      // The method is a nicety for the history table: a provider hiccup must not fail a genuine payment.
      const method = await provider
        .fetchOrderPayments(row.razorpayOrderId)
        .then((payments) => payments.find((payment) => payment.id === input.razorpay_payment_id)?.method ?? null)
        .catch(() => null);
      const settled = await recordCapturedPayment(db, deps.settlement, {
        orderId: row.razorpayOrderId,
        paymentId: input.razorpay_payment_id,
        method,
      });
      return transactionViewOf(db, settled ?? row);
    },

    async cancel(userId: string, transactionId: string) {
      const row = await ownTransaction(userId, transactionId);
      if (row.status === 'successful' || row.status === 'refunded') throw conflict(PAYMENT_MESSAGES.notCancellable);
      const settled = await cancelSession(db, deps.settlement.steps, row.razorpayOrderId);
      if (settled?.status !== 'cancelled') throw conflict(PAYMENT_MESSAGES.notCancellable);
      return transactionView(settled);
    },

    async transaction(userId: string, transactionId: string) {
      return transactionViewOf(db, await ownTransaction(userId, transactionId));
    },

    async list(userId: string, filters: TransactionFilters) {
      const table = paymentTransactions;
      const conditions: SQL[] = [eq(table.userId, userId)];
      if (filters.status) conditions.push(eq(table.status, filters.status));
      if (filters.startDate) conditions.push(gte(table.createdAt, startOfIndiaDate(filters.startDate)));
      if (filters.endDate) {
        conditions.push(lt(table.createdAt, new Date(startOfIndiaDate(filters.endDate).getTime() + ONE_DAY_MS)));
      }
      if (filters.minAmount !== undefined) conditions.push(gte(table.amountPaise, rupeesToPaise(filters.minAmount)));
      if (filters.maxAmount !== undefined) conditions.push(lte(table.amountPaise, rupeesToPaise(filters.maxAmount)));
      const where = and(...conditions);
      const start = pageStart(CUSTOMER_NEWEST_FIRST, filters);
      const [fetched, counted] = await Promise.all([
        db
          .select({ transaction: table, cursorKeys: keysetValues(CUSTOMER_NEWEST_FIRST) })
          .from(table)
          .where(and(where, start.after))
          .orderBy(...keysetOrder(CUSTOMER_NEWEST_FIRST))
          .limit(start.fetch)
          .offset(start.offset),
        cappedCount(db, db.select({ one: sql`1` }).from(table).where(where)),
      ]);
      const { rows, nextCursor } = pageRows(CUSTOMER_NEWEST_FIRST, start, fetched);
      return {
        transactions: await transactionViews(
          db,
          rows.map((row) => row.transaction),
        ),
        pagination: listPagination(counted, start, filters.limit, nextCursor),
      };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
