import { tz } from '@date-fns/tz';
import { addDays, addMonths, format, isValid, parseISO, startOfDay, startOfMonth } from 'date-fns';

/**
 * Calendar days and months as the business counts them: in India (Asia/Kolkata), whatever the customer's, the
 * staff's or the server's time zone. A calendar date is written YYYY-MM-DD.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const inIndia = { in: tz(INDIA_TIME_ZONE) };

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD string that names a real day ('2026-02-30' is not one). */
export const isCalendarDate = (value: unknown): value is string =>
  typeof value === 'string' && CALENDAR_DATE.test(value) && isValid(parseISO(value));

export interface Period {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
}

/** The calendar date in India at the instant `at`, as YYYY-MM-DD. */
export const indiaDate = (at: Date | string) => format(at, 'yyyy-MM-dd', inIndia);

/** The instant India's day `date` (YYYY-MM-DD) starts. */
export const startOfIndiaDate = (date: string) => new Date(startOfDay(parseISO(date, inIndia), inIndia).getTime());

/** The day in India that contains `at`. */
export function indiaDay(at: Date): Period {
  const from = startOfDay(at, inIndia);
  return { from: new Date(from.getTime()), to: new Date(addDays(from, 1, inIndia).getTime()) };
}

/** The calendar month in India that contains `at`. */
export function indiaMonth(at: Date): Period {
  const from = startOfMonth(at, inIndia);
  return { from: new Date(from.getTime()), to: new Date(addMonths(from, 1, inIndia).getTime()) };
}

/** `at` in ISO 8601 with India's offset: '2026-11-25T20:35:50.123+05:30' (exports a reader in India reads as is). */
export const indiaTimestamp = (at: Date) => format(at, "yyyy-MM-dd'T'HH:mm:ss.SSSxxx", inIndia);

/** The instant India's day `date` starts (a filter's 'from', inclusive), or undefined for no valid date. */
export const startOfIndianDay = (date: string | null | undefined): string | undefined =>
  isCalendarDate(date) ? startOfIndiaDate(date).toISOString() : undefined;

/** The instant after India's day `date` (a filter's 'to', so the whole day is included). */
export const endOfIndianDay = (date: string | null | undefined): string | undefined =>
  isCalendarDate(date) ? new Date(addDays(parseISO(date, inIndia), 1, inIndia).getTime()).toISOString() : undefined;
