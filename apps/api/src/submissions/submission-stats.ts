import { SUBMISSION_STATUSES } from '@startwise/flows/rules';
import { asc, count, desc, inArray, max, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
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
