/**
 * Service levels (docs/backoffice.md): each service promises a turnaround in working days, Monday to Friday, from
 * the day it is paid. Dates are India's calendar dates (YYYY-MM-DD): the team works in India, whatever the
 * customer's or the server's time zone. Public holidays are not counted out (no holiday calendar yet).
 */

/** India Standard Time is UTC+05:30 all year (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The calendar date in India at the instant `at`, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The date the work is expected by: the payment's India date plus `turnaroundDays` working days. The payment day
 * itself does not count; a payment on a Saturday with a one-day turnaround is due on Monday.
 */
export function expectedCompletion(paidAt: Date, turnaroundDays: number): string {
  if (!Number.isInteger(turnaroundDays) || turnaroundDays < 1) {
    throw new RangeError(`turnaroundDays must be a positive integer, not ${turnaroundDays}`);
  }
  // Midnight UTC of the India date: day arithmetic on it never crosses a time-zone edge.
  let day = new Date(`${indiaDate(paidAt)}T00:00:00Z`);
  let left = turnaroundDays;
  while (left > 0) {
    day = new Date(day.getTime() + DAY_MS);
    if (!isWeekend(day)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

export interface ServiceLevelState {
  /** YYYY-MM-DD, null until paid. */
  expectedBy: string | null;
  status: string;
  paymentStatus: string;
}

/** Statuses after which nothing is due any more. */
export const FINISHED_STATUSES: readonly string[] = ['completed', 'rejected'];

/** Paid, neither completed nor rejected, and `now` is past the expected date in India (the due day itself is not). */
export function isOverdue(submission: ServiceLevelState, now: Date): boolean {
  return (
    submission.expectedBy !== null &&
    submission.paymentStatus === 'paid' &&
    !FINISHED_STATUSES.includes(submission.status) &&
    indiaDate(now) > submission.expectedBy
  );
}

/** The turnaround as the service page promises it: 'Usually 15 working days'. */
export const turnaroundText = (turnaroundDays: number) =>
  `Usually ${turnaroundDays} working ${turnaroundDays === 1 ? 'day' : 'days'}`;
