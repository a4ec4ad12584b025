import { FINISHED_STATUSES } from '@startwise/flows/rules';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type SubmissionPaymentStatus, submissions } from './tables.js';

export type QueueSort = 'waiting' | 'due' | 'newest' | 'oldest' | 'price-high' | 'price-low';

/** What the back office's queue filters by; the subqueries come from the modules that own those tables. */
export interface QueueFilters {
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
  /** Only these submissions (those first paid in a range, from the payments module). */
  paidSubmissionIds?: SQLWrapper;
  /** Only these customers (a search), or this one submission id. */
  search?: { customerIds: SQLWrapper; submissionId?: string };
}

const ORDER: Record<QueueSort, SQL[]> = {
  // Paid work first, waiting longest first: what an operator should pick up next.
  waiting: [desc(sql`(${submissions.paymentStatus} = 'paid')`), asc(submissions.submittedAt), asc(submissions.id)],
  // Open work due soonest first; finished and unpaid work (no due date) after it.
  due: [
    asc(inArray(submissions.status, [...FINISHED_STATUSES])),
    sql`${submissions.expectedBy} asc nulls last`,
    asc(submissions.submittedAt),
    asc(submissions.id),
  ],
  newest: [desc(submissions.submittedAt), desc(submissions.id)],
  oldest: [asc(submissions.submittedAt), asc(submissions.id)],
  'price-high': [desc(submissions.pricePaise), asc(submissions.submittedAt), asc(submissions.id)],
  'price-low': [asc(submissions.pricePaise), asc(submissions.submittedAt), asc(submissions.id)],
};

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
    filters.paidSubmissionIds ? inArray(submissions.id, filters.paidSubmissionIds) : undefined,
    searched,
  );
}

/** One page of every customer's submissions for the back office, and how many match in all. */
export async function submissionQueuePage(
  db: Database,
  filters: QueueFilters,
  sort: QueueSort,
  page: number,
  limit: number,
) {
  const where = conditions(filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(submissions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
