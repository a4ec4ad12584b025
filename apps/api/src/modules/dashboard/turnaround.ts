import type { Database } from '../../platform/db/database.js';
import { indiaDate, type Period } from '../../platform/system/india-time.js';
import { reachedStatusIn } from '../audit/index.js';
import { firstPaidAtOf } from '../payments/revenue.js';
import { dueDatesOf } from '../submissions/submission-stats.js';
import { submissionsLink } from './links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mean to one decimal, null for none. */
function meanOf(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/** Calendar days from the India date of `paidAt` to the due date: the promise in the same unit as the actual days. */
const promisedDays = (paidAt: Date, dueDate: string) =>
  (Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${indiaDate(paidAt)}T00:00:00Z`)) / DAY_MS;

/**
 * The submissions completed within `period` that were paid, their mean days from first payment to completion
 * (the audited status change) and the mean days they were promised (to their due date), each to one decimal.
 * Unpaid completions have no start and are left out; paid ones from before due dates existed have no promise.
 */
export async function turnaroundIn(db: Database, period: Period) {
  const completions = await reachedStatusIn(db, 'submission', 'completed', period);
  const ids = completions.map((completion) => completion.entityId);
  const [paidAt, dueDates] = await Promise.all([firstPaidAtOf(db, ids), dueDatesOf(db, ids)]);
  const paid = completions.flatMap((completion) => {
    const start = paidAt.get(completion.entityId);
    return start ? [{ ...completion, start, dueDate: dueDates.get(completion.entityId) }] : [];
  });
  return {
    completed: paid.length,
    averageDays: meanOf(paid.map(({ at, start }) => Math.max(0, at.getTime() - start.getTime()) / DAY_MS)),
    promisedAverageDays: meanOf(paid.flatMap(({ start, dueDate }) => (dueDate ? [promisedDays(start, dueDate)] : []))),
    link: submissionsLink({ status: 'completed' }),
  };
}
