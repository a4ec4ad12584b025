import { addDays, format, isWeekend, parseISO } from 'date-fns';

/**
 * India's working days: Monday to Friday, less the holidays the caller passes (national holidays and the ones the
 * back office adds), as YYYY-MM-DD dates. Pure: whoever needs the rule loads the holidays and hands them in.
 */
export type Holidays = ReadonlySet<string>;

export const NO_HOLIDAYS: Holidays = new Set();

/** Whether `date` (YYYY-MM-DD) is a working day. */
export function isWorkingDay(date: string, holidays: Holidays = NO_HOLIDAYS): boolean {
  return !isWeekend(parseISO(date)) && !holidays.has(date);
}

/**
 * The date `days` working days after `date` (YYYY-MM-DD): `date` itself never counts, so from a Saturday one
 * working day is the Monday (or the next working day after it, when the Monday is a holiday).
 */
export function addWorkingDays(date: string, days: number, holidays: Holidays = NO_HOLIDAYS): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`days must be a positive integer, not ${days}`);
  // A calendar date is a day, not an instant: its arithmetic runs in the runtime's zone from its own midnight,
  // where adding a day always lands on the next date.
  let day = parseISO(date);
  let left = days;
  while (left > 0) {
    day = addDays(day, 1);
    if (isWorkingDay(format(day, 'yyyy-MM-dd'), holidays)) left -= 1;
  }
  return format(day, 'yyyy-MM-dd');
}

/**
 * How many working days from `from` to `to` (YYYY-MM-DD): `from` never counts and `to` does, so it undoes
 * `addWorkingDays` (`workingDaysBetween(d, addWorkingDays(d, n)) === n`); 0 when `to` is not after `from`.
 */
export function workingDaysBetween(from: string, to: string, holidays: Holidays = NO_HOLIDAYS): number {
  let day = parseISO(from);
  let count = 0;
  for (;;) {
    day = addDays(day, 1);
    const date = format(day, 'yyyy-MM-dd');
    if (date > to) return count;
    if (isWorkingDay(date, holidays)) count += 1;
  }
}
