import { tz } from '@date-fns/tz';
import { format, parseISO } from 'date-fns';
import { INDIA_TIME_ZONE } from './india-time.js';

// Dates as people in India read them (spec 9: en-IN, short month): an instant is shown on India's clock whatever
// the browser's zone, so a customer abroad and the team see the same day; a calendar date (YYYY-MM-DD, e.g. a due
// date) is a day, not an instant, and is never moved by a zone.

const inIndia = { in: tz(INDIA_TIME_ZONE) };

/** How each app writes a day: the back office's staff read aligned columns ('03 Dec 2026'), customers prose. */
export type DayStyle = 'customer' | 'staff';

const DAY: Record<DayStyle, string> = { customer: 'd MMM yyyy', staff: 'dd MMM yyyy' };
const TIME = 'h:mm aaa';

export interface DateFormats {
  /** An instant's day in India: '3 Dec 2026' (customer) or '03 Dec 2026' (staff). */
  formatDay(at: Date | string): string;
  /** An instant in India with its time: '3 Dec 2026, 9:05 pm'. */
  formatDayAndTime(at: Date | string): string;
  /** A calendar date (YYYY-MM-DD): '3 Dec 2026', the same day in every zone. */
  formatCalendarDate(date: string): string;
  /** A date and time typed in a form, with no zone ('2026-12-01T10:30'): shown as typed, '1 Dec 2026, 10:30 am'. */
  formatWallClock(value: string): string;
}

/** The formats of one app. */
export function dateFormats(style: DayStyle): DateFormats {
  const day = DAY[style];
  return {
    formatDay: (at) => format(at, day, inIndia),
    formatDayAndTime: (at) => format(at, `${day}, ${TIME}`, inIndia),
    formatCalendarDate: (date) => format(parseISO(date), day),
    formatWallClock: (value) => format(parseISO(value), `${day}, ${TIME}`),
  };
}
