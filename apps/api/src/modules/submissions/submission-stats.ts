import { SUBMISSION_STATUSES } from '@startwise/flows/rules';
import { and, asc, count, desc, isNotNull, max, sql } from 'drizzle-orm';
import { isAnyOf } from '../../platform/db/any-of.js';
import type { Database } from '../../platform/db/database.js';
import { firstPaidWithin, overdueOn, type PaidRange } from './submission-queue.js';
import { submissions } from './tables.js';

/** How many submissions were first paid within `range`: the dashboard's orders. */
export async function ordersIn(db: Database, range: PaidRange): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(firstPaidWithin(range));
  return row?.value ?? 0;
}

/** How many submissions were first paid on each India date within `range` (dates without any are absent). */
export async function ordersByIndiaDateIn(db: Database, range: PaidRange): Promise<Map<string, number>> {
  const day = sql<string>`to_char((${submissions.paidAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, value: count() }).from(submissions).where(firstPaidWithin(range)).groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/** How many submissions are in each status, and how many of those are paid; every status of the machine listed. */
export async function submissionCountsByStatus(db: Database) {
  const rows = await db
    .select({
      status: submissions.status,
      all: count(),
      paid: sql<number>`count(*) filter (where ${submissions.paymentStatus} = 'paid')`.mapWith(Number),
    })
    .from(submissions)
    .groupBy(submissions.status);
  return SUBMISSION_STATUSES.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, all: row?.all ?? 0, paid: row?.paid ?? 0 };
  });
}

/** The services with most submissions first paid within `range`, most first: slug, latest title and how many. */
export function servicesRankedIn(db: Database, range: PaidRange, limit: number) {
  const orders = count();
  return db
    .select({ slug: submissions.serviceSlug, title: max(submissions.serviceTitle), orders })
    .from(submissions)
    .where(firstPaidWithin(range))
    .groupBy(submissions.serviceSlug)
    .orderBy(desc(orders), asc(submissions.serviceSlug))
    .limit(limit);
}

/** How many submissions are overdue on `today` (India's date, YYYY-MM-DD): the queue's `overdue=true`. */
export async function overdueCount(db: Database, today: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(overdueOn(today));
  return row?.value ?? 0;
}

/** When each of `submissionIds` was first paid and its due date (India's, YYYY-MM-DD), for those ever paid. */
export async function paidAndDueOf(db: Database, submissionIds: string[]) {
  if (submissionIds.length === 0) return new Map<string, { paidAt: Date; dueDate: string | null }>();
  const rows = await db
    .select({ id: submissions.id, paidAt: submissions.paidAt, dueDate: submissions.expectedBy })
    .from(submissions)
    .where(and(isAnyOf(submissions.id, submissionIds), isNotNull(submissions.paidAt)));
  return new Map(rows.flatMap(({ id, paidAt, dueDate }) => (paidAt ? [[id, { paidAt, dueDate }] as const] : [])));
}
