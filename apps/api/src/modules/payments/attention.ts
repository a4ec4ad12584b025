import type { Schemas } from '@startwise/api-client';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { adminTransactionRows } from './admin-transaction-rows.js';
import { refundView } from './admin-transactions.js';
import { paymentRefunds, type RefundRow, type TransactionRow, paymentTransactions as t } from './tables.js';
import { OPEN_STATUSES } from './transaction-status.js';

type AttentionItem = Schemas['TransactionAttentionItem'];

export interface AttentionGrace {
  /**
   * A session still pending or failed this long after its order was made is listed (unless its submission is paid,
   * or Razorpay, asked since, holds no payment of it: nobody tried, or every attempt failed).
   */
  paymentConfirmationGraceMs: number;
  /** A refund still requested or pending this long after it was asked for is listed. */
  refundProcessingGraceMs: number;
}

interface Finding {
  kind: AttentionItem['kind'];
  since: Date;
  transaction: TransactionRow;
  refund: RefundRow | null;
  otherTransactionIds: string[];
}

/** Every capture of a submission after its first paid one, while it is not refunded in full. */
async function doubleCharges(db: Database): Promise<Finding[]> {
  const paidTwice = db
    .select({ id: t.submissionId })
    .from(t)
    .where(isNotNull(t.invoicedAt))
    .groupBy(t.submissionId)
    .having(sql`count(*) > 1`);
  const captures = await db
    .select()
    .from(t)
    .where(and(isNotNull(t.invoicedAt), inArray(t.submissionId, paidTwice)))
    .orderBy(asc(t.invoicedAt), asc(t.id));
  return captures.flatMap((row) => {
    const ofSubmission = captures.filter((other) => other.submissionId === row.submissionId);
    if (ofSubmission[0] === row || row.status !== 'successful') return [];
    const others = ofSubmission.filter((other) => other !== row).map((other) => other.id);
    return [
      {
        kind: 'double-charge',
        since: row.invoicedAt as Date,
        transaction: row,
        refund: null,
        otherTransactionIds: others,
      },
    ];
  });
}

/**
 * Sessions still open past the grace period of submissions that nothing paid, where money may be waiting. Listed:
 * those nobody could ask since the grace period ended (the job was down, Razorpay unreachable), and those whose last
 * check found the order `paid` or a payment of it `authorized` while we recorded no successful payment. Left out
 * once asked after the grace period: abandoned checkouts (`created`) and declined-only ones (`attempted`).
 */
async function unconfirmedPayments(db: Database, graceMs: number, before: Date): Promise<Finding[]> {
  const paidSubmissions = db.select({ id: t.submissionId }).from(t).where(isNotNull(t.invoicedAt));
  const graceEnded = sql`${t.createdAt} + ${graceMs}::double precision * interval '1 millisecond'`;
  const rows = await db
    .select()
    .from(t)
    .where(
      and(
        inArray(t.status, [...OPEN_STATUSES]),
        lt(t.createdAt, before),
        notInArray(t.submissionId, paidSubmissions),
        or(
          isNull(t.razorpayCheckedAt),
          lt(t.razorpayCheckedAt, graceEnded),
          inArray(t.razorpayOrderStatus, ['paid', 'authorized']),
        ),
      ),
    );
  return rows.map((row) => ({
    kind: 'payment-not-confirmed',
    since: row.createdAt,
    transaction: row,
    refund: null,
    otherTransactionIds: [],
  }));
}

/**
 * The failed refunds of one transaction (its refunds oldest first) whose amount no later refund has made good: each
 * later refund that counts pays off the oldest failed amounts first.
 */
function failedStillOwed(refunds: RefundRow[]): RefundRow[] {
  const owed: { refund: RefundRow; left: number }[] = [];
  for (const refund of refunds) {
    if (refund.status === 'failed') {
      owed.push({ refund, left: refund.amountPaise });
      continue;
    }
    let amount = refund.amountPaise;
    for (const debt of owed) {
      const paid = Math.min(debt.left, amount);
      debt.left -= paid;
      amount -= paid;
    }
  }
  return owed.filter((debt) => debt.left > 0).map((debt) => debt.refund);
}

/** Refunds stuck past the grace period, and failed ones the customer is still owed. */
async function unprocessedRefunds(db: Database, before: Date): Promise<Finding[]> {
  const stuck = await db
    .select({ refund: paymentRefunds, transaction: t })
    .from(paymentRefunds)
    .innerJoin(t, eq(t.id, paymentRefunds.transactionId))
    .where(and(inArray(paymentRefunds.status, ['requested', 'pending']), lt(paymentRefunds.createdAt, before)));
  const withFailures = db
    .select({ id: paymentRefunds.transactionId })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.status, 'failed'));
  const ofFailures = await db
    .select({ refund: paymentRefunds, transaction: t })
    .from(paymentRefunds)
    .innerJoin(t, eq(t.id, paymentRefunds.transactionId))
    .where(and(eq(t.status, 'successful'), inArray(t.id, withFailures)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  const owed = [...new Set(ofFailures.map((row) => row.transaction.id))].flatMap((transactionId) => {
    const rows = ofFailures.filter((row) => row.transaction.id === transactionId);
    const unpaid = new Set(failedStillOwed(rows.map((row) => row.refund)));
    return rows.filter((row) => unpaid.has(row.refund));
  });
  return [...stuck, ...owed].map(({ refund, transaction }) => ({
    kind: 'refund-not-processed',
    since: refund.createdAt,
    transaction,
    refund,
    otherTransactionIds: [],
  }));
}

/**
 * Everything a reconciler must look at, oldest first: double charges, payments not confirmed and refunds not
 * processed (see listTransactionsNeedingAttention in openapi.yaml).
 */
export async function transactionsNeedingAttention(
  db: Database,
  grace: AttentionGrace,
  now: Date = new Date(),
): Promise<AttentionItem[]> {
  const findings = (
    await Promise.all([
      doubleCharges(db),
      unconfirmedPayments(
        db,
        grace.paymentConfirmationGraceMs,
        new Date(now.getTime() - grace.paymentConfirmationGraceMs),
      ),
      unprocessedRefunds(db, new Date(now.getTime() - grace.refundProcessingGraceMs)),
    ])
  )
    .flat()
    .sort((a, b) => a.since.getTime() - b.since.getTime());
  const transactions = [...new Map(findings.map((finding) => [finding.transaction.id, finding.transaction])).values()];
  const rows = new Map((await adminTransactionRows(db, transactions)).map((row) => [row.id, row]));
  return findings.map((finding) => ({
    kind: finding.kind,
    since: finding.since.toISOString(),
    transaction: rows.get(finding.transaction.id) as AttentionItem['transaction'],
    refund: finding.refund && refundView(finding.refund),
    otherTransactionIds: finding.otherTransactionIds,
  }));
}
