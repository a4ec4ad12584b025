import type { Schemas } from '@startwise/api-client';
import { and, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder } from '../../platform/db/keyset.js';
import { type ListPageRequest, pageRows, pageStart } from '../../platform/db/list-page.js';
import { adminTransactionRows } from './admin-transaction-rows.js';
import { refundView } from './admin-transactions.js';
import { paymentRefunds, paymentTransactions, type UnrecordedRefundRow, unrecordedRefunds } from './tables.js';
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

/** A page of the list: always resumed by cursor (it has no numbered pages). */
export type AttentionPageRequest = Omit<ListPageRequest, 'page'>;

/**
 * Oldest first; `key` names the finding (its kind and the row it is about), so findings that began at the same
 * microsecond keep one order from page to page.
 */
const ATTENTION_ORDER: Keyset = {
  name: 'attention',
  keys: [
    { expression: sql`since`, type: 'timestamptz' },
    { expression: sql`key`, type: 'text' },
  ],
  direction: 'asc',
};

interface FindingRow {
  kind: AttentionItem['kind'];
  since: string;
  transaction_id: string;
  refund_id: string | null;
  razorpay_refund_id: string | null;
  cursorKeys: string;
}

const OPEN = sql.join(
  OPEN_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * Every capture of a submission after its first paid one, while it is not refunded in full. The submissions paid
 * more than once come first (an index-only scan of payment_transactions_paid_submission_idx), then their captures.
 */
const doubleCharges = sql`
  select 'double-charge' as kind, invoiced_at as since, 'double-charge:' || id as key, id as transaction_id,
    null::uuid as refund_id, null::text as razorpay_refund_id
  from (
    select t.id, t.status, t.invoiced_at,
      row_number() over (partition by t.submission_id order by t.invoiced_at, t.id) as nth
    from payment_transactions t
    where t.invoiced_at is not null and t.submission_id in (
      select submission_id from payment_transactions where invoiced_at is not null
      group by submission_id having count(*) > 1)
  ) captures
  where nth > 1 and status = 'successful'`;

/**
 * Sessions still open past the grace period of submissions that nothing paid, where money may be waiting. Listed:
 * those nobody could ask since the grace period ended (the job was down, Razorpay unreachable), and those whose last
 * check found the order `paid` or a payment of it `authorized` while we recorded no successful payment. Left out
 * once asked after the grace period: abandoned checkouts (`created`) and declined-only ones (`attempted`).
 */
const unconfirmedPayments = (graceMs: number, before: Date) => sql`
  select 'payment-not-confirmed', t.created_at, 'payment-not-confirmed:' || t.id, t.id, null, null
  from payment_transactions t
  where t.status in (${OPEN}) and t.created_at < ${before.toISOString()}::timestamptz
    -- Asked of each session (offset 0 keeps it a probe of the index, not a hash of every capture).
    and not exists (select 1 from payment_transactions paid where paid.submission_id = t.submission_id
      and paid.invoiced_at is not null offset 0)
    and (t.razorpay_checked_at is null
      or t.razorpay_checked_at < t.created_at + ${graceMs}::double precision * interval '1 millisecond'
      or t.razorpay_order_status in ('paid', 'authorized'))`;

/** Refunds still requested or pending past the grace period. */
const stuckRefunds = (before: Date) => sql`
  select 'refund-not-processed', r.created_at, 'refund-not-processed:' || r.id, r.transaction_id, r.id, null
  from payment_refunds r
  where r.status in ('requested', 'pending') and r.created_at < ${before.toISOString()}::timestamptz`;

/**
 * Failed refunds of successful transactions whose amount no later refund has made good. Each refund that counts (not
 * failed) pays off the failed amounts before it, oldest first, and only those: over a transaction's refunds in order,
 * what it has paid off is `counted + min(0, min(failedThrough - countedThrough))`, and a failed refund is still owed
 * while that is less than the failed amounts up to and including it.
 */
const failedStillOwed = sql`
  select 'refund-not-processed', created_at, 'refund-not-processed:' || id, transaction_id, id, null
  from (
    select ledger.*,
      sum(counted_amount) over whole + least(0, min(failed_through - counted_through) over whole) as paid_off
    from (
      select r.id, r.transaction_id, r.status, r.created_at,
        case when r.status <> 'failed' then r.amount_paise else 0 end as counted_amount,
        sum(case when r.status = 'failed' then r.amount_paise else 0 end) over running as failed_through,
        sum(case when r.status <> 'failed' then r.amount_paise else 0 end) over running as counted_through
      from payment_refunds r join payment_transactions t on t.id = r.transaction_id and t.status = 'successful'
      where r.transaction_id in (select transaction_id from payment_refunds where status = 'failed')
      window running as (partition by r.transaction_id order by r.created_at, r.id)
    ) ledger
    window whole as (partition by transaction_id)
  ) settled
  where status = 'failed' and paid_off < failed_through`;

/** Refunds Razorpay reported that could not be recorded, as they would take more than the capture has left. */
const unrecorded = sql`
  select 'refund-not-recorded', u.reported_at, 'refund-not-recorded:' || u.razorpay_refund_id, u.transaction_id,
    null, u.razorpay_refund_id
  from unrecorded_refunds u`;

/** One page of findings of every kind, oldest first, after the cursor's finding. */
function findingsPage(grace: AttentionGrace, now: Date, fetch: number, after: SQL | undefined): SQL {
  const confirmationBefore = new Date(now.getTime() - grace.paymentConfirmationGraceMs);
  const refundBefore = new Date(now.getTime() - grace.refundProcessingGraceMs);
  // The cursor's keys are printed for the page's rows only, once they are chosen.
  return sql`
    select kind, since, transaction_id, refund_id, razorpay_refund_id,
      json_build_array(since, key)::text as "cursorKeys"
    from (
      select * from (
        ${doubleCharges}
        union all ${unconfirmedPayments(grace.paymentConfirmationGraceMs, confirmationBefore)}
        union all ${stuckRefunds(refundBefore)}
        union all ${failedStillOwed}
        union all ${unrecorded}
      ) findings
      ${after ? sql`where ${after}` : sql``}
      order by ${sql.join(keysetOrder(ATTENTION_ORDER), sql`, `)}
      limit ${fetch}
    ) page
    order by ${sql.join(keysetOrder(ATTENTION_ORDER), sql`, `)}`;
}

/** The rows a page of findings is about, read by id: one look-up per table, whatever the page. */
async function rowsOf(db: Database, findings: FindingRow[]) {
  const ids = (pick: (finding: FindingRow) => string | null) => [
    ...new Set(findings.map(pick).filter((id): id is string => id !== null)),
  ];
  const transactionIds = ids((finding) => finding.transaction_id);
  const refundIds = ids((finding) => finding.refund_id);
  const providerRefundIds = ids((finding) => finding.razorpay_refund_id);
  const doubleCharged = new Set(
    findings.filter((finding) => finding.kind === 'double-charge').map((finding) => finding.transaction_id),
  );
  const t = paymentTransactions;
  const [transactions, refunds, providerRefunds] = await Promise.all([
    transactionIds.length ? db.select().from(t).where(inArray(t.id, transactionIds)) : [],
    refundIds.length ? db.select().from(paymentRefunds).where(inArray(paymentRefunds.id, refundIds)) : [],
    providerRefundIds.length
      ? db.select().from(unrecordedRefunds).where(inArray(unrecordedRefunds.razorpayRefundId, providerRefundIds))
      : [],
  ]);
  const submissionsPaidTwice = transactions.filter((row) => doubleCharged.has(row.id)).map((row) => row.submissionId);
  const captures = submissionsPaidTwice.length
    ? await db
        .select({ id: t.id, submissionId: t.submissionId })
        .from(t)
        .where(and(inArray(t.submissionId, submissionsPaidTwice), isNotNull(t.invoicedAt)))
        .orderBy(t.invoicedAt, t.id)
    : [];
  return {
    transactions: new Map((await adminTransactionRows(db, transactions)).map((row) => [row.id, row])),
    submissionOf: new Map(transactions.map((row) => [row.id, row.submissionId])),
    refunds: new Map(refunds.map((row) => [row.id, row])),
    providerRefunds: new Map(providerRefunds.map((row) => [row.razorpayRefundId, row])),
    captures,
  };
}

/** Razorpay's figures of a refund we could not record. */
const providerRefundView = (row: UnrecordedRefundRow) => ({
  razorpayRefundId: row.razorpayRefundId,
  razorpayPaymentId: row.razorpayPaymentId,
  amountPaise: row.amountPaise,
  status: row.status,
});

/**
 * One page of everything a reconciler must look at, oldest first: double charges, payments not confirmed, refunds
 * not processed and refunds not recorded (see listTransactionsNeedingAttention in openapi.yaml). The findings are
 * chosen and ordered in one statement, so a page costs the same however long the list.
 */
export async function transactionsNeedingAttention(
  db: Database,
  grace: AttentionGrace,
  request: AttentionPageRequest,
  now: Date = new Date(),
): Promise<{ items: AttentionItem[]; nextCursor: string | null }> {
  const start = pageStart(ATTENTION_ORDER, { page: 1, ...request });
  const fetched = (
    (await db.execute(findingsPage(grace, now, start.fetch, start.after))) as unknown as { rows: FindingRow[] }
  ).rows;
  const { rows: findings, nextCursor } = pageRows(ATTENTION_ORDER, start, fetched);
  const rows = await rowsOf(db, findings);
  const items = findings.map((finding): AttentionItem => {
    const refund = finding.refund_id ? rows.refunds.get(finding.refund_id) : undefined;
    const providerRefund = finding.razorpay_refund_id && rows.providerRefunds.get(finding.razorpay_refund_id);
    const submissionId = rows.submissionOf.get(finding.transaction_id);
    return {
      kind: finding.kind,
      since: new Date(finding.since).toISOString(),
      transaction: rows.transactions.get(finding.transaction_id) as AttentionItem['transaction'],
      refund: refund ? refundView(refund) : null,
      otherTransactionIds:
        finding.kind === 'double-charge'
          ? rows.captures
              .filter((capture) => capture.submissionId === submissionId && capture.id !== finding.transaction_id)
              .map((capture) => capture.id)
          : [],
      providerRefund: providerRefund ? providerRefundView(providerRefund) : null,
    };
  });
  return { items, nextCursor };
}
