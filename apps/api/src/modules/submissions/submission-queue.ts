import { FINISHED_STATUSES } from '@startwise/flows/rules';
import { and, eq, gte, inArray, isNotNull, lt, notInArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { cappedCount, type ListPageRequest, pageRows, pageStart } from '../../platform/db/list-page.js';
import { type SubmissionPaymentStatus, submissions } from './tables.js';

export type QueueSort = 'priority' | 'waiting' | 'due' | 'newest' | 'oldest' | 'price-high' | 'price-low';

/** What the back office's queue filters by; the subqueries come from the modules that own those tables. */
export interface QueueFilters {
  /** Only open work: paid, neither finished nor refunded (the queue's default view). */
  open?: boolean;
  status?: string;
  paymentStatus?: SubmissionPaymentStatus;
  serviceSlug?: string;
  from?: string;
  to?: string;
  /** Only overdue work (true) or everything else (false), judged on `today` (India's date, YYYY-MM-DD). */
  overdue?: { is: boolean; today: string };
  /** Only these services (a category's). */
  serviceIds?: SQLWrapper;
  /** Only these submissions (an assignee's). */
  submissionIds?: SQLWrapper;
  /** Only submissions first paid in this range. */
  paidWithin?: PaidRange;
  /** Only these customers (a search), or this one submission id. */
  search?: { customerIds: SQLWrapper; submissionId?: string };
}

const FINISHED = sql.raw(FINISHED_STATUSES.map((status) => `'${status}'`).join(', '));
const submitted = { expression: submissions.submittedAt, type: 'timestamptz' } as const;
const byId = { expression: submissions.id, type: 'uuid' } as const;

/** Work an operator still owes: paid (so not refunded) and not finished. */
const isOpenWork = sql`(${submissions.paymentStatus} = 'paid' and ${submissions.status} not in (${FINISHED}))`;

/**
 * Each order as keys read in one direction (so a page resumes with one row comparison), the id last; the literals
 * are inlined so the expressions match the indexes of tables.ts. Keep both in step.
 */
export const QUEUE_ORDERS: Record<QueueSort, Keyset> = {
  // What an operator should pick up next: open work first, by due date (so the overdue lead), then waiting longest.
  priority: {
    name: 'queue-priority',
    keys: [
      { expression: sql`(not ${isOpenWork})`, type: 'bool' },
      { expression: sql`coalesce(${submissions.expectedBy}, 'infinity'::date)`, type: 'date' },
      submitted,
      byId,
    ],
    direction: 'asc',
  },
  // Paid work first, waiting longest first.
  waiting: {
    name: 'queue-waiting',
    keys: [{ expression: sql`(${submissions.paymentStatus} <> 'paid')`, type: 'bool' }, submitted, byId],
    direction: 'asc',
  },
  // Open work due soonest first; finished and unpaid work (no due date) after it.
  due: {
    name: 'queue-due',
    keys: [
      { expression: sql`(${submissions.status} in (${FINISHED}))`, type: 'bool' },
      { expression: sql`coalesce(${submissions.expectedBy}, 'infinity'::date)`, type: 'date' },
      submitted,
      byId,
    ],
    direction: 'asc',
  },
  newest: { name: 'queue-newest', keys: [submitted, byId], direction: 'desc' },
  oldest: { name: 'queue-oldest', keys: [submitted, byId], direction: 'asc' },
  'price-high': {
    name: 'queue-price-high',
    keys: [{ expression: sql`(-${submissions.pricePaise})`, type: 'int' }, submitted, byId],
    direction: 'asc',
  },
  'price-low': {
    name: 'queue-price-low',
    keys: [{ expression: submissions.pricePaise, type: 'int' }, submitted, byId],
    direction: 'asc',
  },
};

/** An instant range, `from` inclusive and `to` exclusive; either end may be open. */
export interface PaidRange {
  from?: Date;
  to?: Date;
}

/**
 * Submissions first paid within `range`: `paid_at` is stored once, when the first payment is captured (at its invoice
 * time), and kept through refunds and double charges, so it is the first payment's time, read through its index.
 */
export const firstPaidWithin = (range: PaidRange): SQL =>
  and(
    isNotNull(submissions.paidAt),
    range.from ? gte(submissions.paidAt, range.from) : undefined,
    range.to ? lt(submissions.paidAt, range.to) : undefined,
  ) as SQL;

/** Paid, not finished, and due before `today`: the same judgement as `isOverdue` of @startwise/flows. */
export const overdueOn = (today: string) =>
  and(
    eq(submissions.paymentStatus, 'paid'),
    notInArray(submissions.status, [...FINISHED_STATUSES]),
    lt(submissions.expectedBy, today),
  ) as SQL;

function conditions(filters: QueueFilters): SQL | undefined {
  const { search } = filters;
  const searched = search
    ? search.submissionId
      ? or(inArray(submissions.userId, search.customerIds), eq(submissions.id, search.submissionId))
      : inArray(submissions.userId, search.customerIds)
    : undefined;
  return and(
    filters.open ? isOpenWork : undefined,
    filters.status ? eq(submissions.status, filters.status) : undefined,
    filters.paymentStatus ? eq(submissions.paymentStatus, filters.paymentStatus) : undefined,
    filters.serviceSlug ? eq(submissions.serviceSlug, filters.serviceSlug) : undefined,
    filters.from ? gte(submissions.submittedAt, new Date(filters.from)) : undefined,
    filters.to ? lt(submissions.submittedAt, new Date(filters.to)) : undefined,
    filters.overdue
      ? filters.overdue.is
        ? overdueOn(filters.overdue.today)
        : sql`not coalesce(${overdueOn(filters.overdue.today)}, false)`
      : undefined,
    filters.serviceIds ? inArray(submissions.serviceId, filters.serviceIds) : undefined,
    filters.submissionIds ? inArray(submissions.id, filters.submissionIds) : undefined,
    filters.paidWithin ? firstPaidWithin(filters.paidWithin) : undefined,
    searched,
  );
}

/** One page of every customer's submissions for the back office, at any depth, and how many match (capped). */
export async function submissionQueuePage(
  db: Database,
  filters: QueueFilters,
  sort: QueueSort,
  request: ListPageRequest,
) {
  const where = conditions(filters);
  const order = QUEUE_ORDERS[sort];
  const start = pageStart(order, request);
  const [fetched, count] = await Promise.all([
    db
      .select({ submission: submissions, cursorKeys: keysetValues(order) })
      .from(submissions)
      .where(and(where, start.after))
      .orderBy(...keysetOrder(order))
      .limit(start.fetch)
      .offset(start.offset),
    cappedCount(db, db.select({ one: sql`1` }).from(submissions).where(where)),
  ]);
  const { rows, nextCursor } = pageRows(order, start, fetched);
  return { rows: rows.map((row) => row.submission), count, start, nextCursor };
}
