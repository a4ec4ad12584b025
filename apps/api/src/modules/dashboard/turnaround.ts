import { indiaDate, type Period, workingDaysBetween } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { reachedStatusIn } from '../audit/index.js';
import { holidaysFrom } from '../holidays/index.js';
import { paidAndDueOf } from '../submissions/index.js';
import { submissionsLink } from './links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The mean to one decimal, null for none. */
function meanOf(values: number[]): number | null {
  if (values.length === 0) return null;
  return Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;
}

/**
 * The submissions completed within `period` that were paid, their mean days from first payment to completion
 * (the audited status change) and the mean working days they were promised (the payment's India date to the due
 * date, as the catalog's turnaround counts them), each to one decimal.
 * Unpaid completions have no start and are left out; paid ones from before due dates existed have no promise.
 */
export async function turnaroundIn(db: Database, period: Period) {
  const completions = await reachedStatusIn(db, 'submission', 'completed', period);
  const ids = completions.map((completion) => completion.entityId);
  const paidAndDue = await paidAndDueOf(db, ids);
  const paid = completions.flatMap((completion) => {
    const found = paidAndDue.get(completion.entityId);
    return found ? [{ ...completion, start: found.paidAt, dueDate: found.dueDate }] : [];
  });
  const promised = paid.flatMap(({ start, dueDate }) => (dueDate ? [{ from: indiaDate(start), to: dueDate }] : []));
  const earliest = promised.map(({ from }) => from).sort()[0];
  const holidays = earliest ? await holidaysFrom(db, earliest) : new Set<string>();
  return {
    completed: paid.length,
    averageDays: meanOf(paid.map(({ at, start }) => Math.max(0, at.getTime() - start.getTime()) / DAY_MS)),
    promisedWorkingDays: meanOf(promised.map(({ from, to }) => workingDaysBetween(from, to, holidays))),
    link: submissionsLink({ status: 'completed' }),
  };
}
