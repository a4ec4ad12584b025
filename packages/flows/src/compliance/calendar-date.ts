/**
 * Calendar dates as ISO `YYYY-MM-DD` strings, computed in UTC so that no time zone moves a due date. Filing
 * deadlines are whole days in India; the caller decides which India date "today" is.
 */
export type CalendarDate = string;

const DAY_MS = 86_400_000;

const toTime = (date: CalendarDate): number => Date.parse(`${date}T00:00:00Z`);
const fromTime = (time: number): CalendarDate => new Date(time).toISOString().slice(0, 10);

/** The date `year`-`month`-`day`; a day past the month's end rolls back to its last day (31 Feb → 28/29 Feb). */
export function calendarDate(year: number, month: number, day: number): CalendarDate {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromTime(Date.UTC(year, month - 1, Math.min(day, last)));
}

export const addDays = (date: CalendarDate, days: number): CalendarDate => fromTime(toTime(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round((toTime(to) - toTime(from)) / DAY_MS);

export function addYears(date: CalendarDate, years: number): CalendarDate {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return calendarDate(year + years, month, day);
}

export const isValidCalendarDate = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(toTime(value)) && fromTime(toTime(value)) === value;

export const yearOf = (date: CalendarDate): number => Number(date.slice(0, 4));
export const monthOf = (date: CalendarDate): number => Number(date.slice(5, 7));

/**
 * India's financial year runs 1 April to 31 March and is named by its first year ("FY 2026-27" starts 2026).
 * This gives that first year for a date.
 */
export const financialYearOf = (date: CalendarDate): number => (monthOf(date) >= 4 ? yearOf(date) : yearOf(date) - 1);

export const financialYearLabel = (startYear: number): string =>
  `FY ${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

export const financialYearEnd = (startYear: number): CalendarDate => calendarDate(startYear + 1, 3, 31);
