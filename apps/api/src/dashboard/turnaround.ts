import { reachedStatusIn } from '../audit/index.js';
import type { Database } from '../db/database.js';
import { firstPaidAtOf } from '../payments/revenue.js';
import type { Period } from '../system/india-time.js';
import { submissionsLink } from './links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The submissions completed within `period` that were paid, and their mean days from first payment to completion
 * (the audited status change), to one decimal. Unpaid completions have no start and are left out.
 */
export async function turnaroundIn(db: Database, period: Period) {
  const completions = await reachedStatusIn(db, 'submission', 'completed', period);
  const paidAt = await firstPaidAtOf(
    db,
    completions.map((completion) => completion.entityId),
  );
  const days = completions.flatMap((completion) => {
    const start = paidAt.get(completion.entityId);
    return start ? [Math.max(0, completion.at.getTime() - start.getTime()) / DAY_MS] : [];
  });
  const average = days.length === 0 ? null : days.reduce((sum, value) => sum + value, 0) / days.length;
  return {
    completed: days.length,
    averageDays: average === null ? null : Math.round(average * 10) / 10,
    link: submissionsLink({ status: 'completed' }),
  };
}
