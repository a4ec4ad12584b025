import { addWorkingDays, type Holidays, indiaDate, NO_HOLIDAYS } from '@startwise/format';

/**
 * Service levels (docs/backoffice.md): each service promises a turnaround in working days from the day it is paid.
 * Dates are India's calendar dates (YYYY-MM-DD): the team works in India, whatever the customer's or the server's
 * time zone. Working days are Monday to Friday less `holidays`, which the server loads (India's national holidays
 * and the back office's list) and passes in, so the rule itself stays pure.
 */

/**
 * The date the work is expected by: the payment's India date plus `turnaroundDays` working days. The payment day
 * itself does not count; a payment on a Saturday with a one-day turnaround is due on Monday. A turnaround that is not
 * a positive whole number of days is a RangeError.
 */
export function expectedCompletion(paidAt: Date, turnaroundDays: number, holidays: Holidays = NO_HOLIDAYS): string {
  return addWorkingDays(indiaDate(paidAt), turnaroundDays, holidays);
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
