import { SUBMISSION_STATUSES } from '@startwise/flows/rules';
import { and, asc, count, desc, inArray, isNotNull, max, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { overdueOn } from './submission-queue.js';
import { submissions } from './tables.js';

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

/** The services with most of `submissionIds` (a subquery), most first: slug, latest title and how many. */
export function servicesRankedAmong(db: Database, submissionIds: SQLWrapper, limit: number) {
  const orders = count();
  return db
    .select({ slug: submissions.serviceSlug, title: max(submissions.serviceTitle), orders })
    .from(submissions)
    .where(inArray(submissions.id, submissionIds))
    .groupBy(submissions.serviceSlug)
    .orderBy(desc(orders), asc(submissions.serviceSlug))
    .limit(limit);
}

/** How many submissions are overdue on `today` (India's date, YYYY-MM-DD): the queue's `overdue=true`. */
export async function overdueCount(db: Database, today: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(submissions).where(overdueOn(today));
  return row?.value ?? 0;
}

/** The due date (India's, YYYY-MM-DD) of each of `submissionIds` that has one. */
export async function dueDatesOf(db: Database, submissionIds: string[]): Promise<Map<string, string>> {
  if (submissionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: submissions.id, expectedBy: submissions.expectedBy })
    .from(submissions)
    .where(and(inArray(submissions.id, submissionIds), isNotNull(submissions.expectedBy)));
  return new Map(rows.flatMap((row) => (row.expectedBy ? [[row.id, row.expectedBy] as const] : [])));
}
