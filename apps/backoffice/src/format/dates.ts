// Dates as staff in India read them (spec 9: en-IN), in India's time zone whatever the browser's.

const ZONE = 'Asia/Kolkata';
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ZONE,
});
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An instant's day in India: '21 Nov 2026'. */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** An instant in India: '21 Nov 2026, 9:05 pm'. */
export const formatDayAndTime = (iso: string) => dayAndTime.format(new Date(iso));
/** A calendar date (YYYY-MM-DD, e.g. a due date): '3 Dec 2026', never shifted by a time zone. */
export const formatCalendarDate = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));

const INDIA_OFFSET = '+05:30';
const isCalendarDate = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The instant India's day `date` starts (a filter's 'from', inclusive). */
export const startOfIndianDay = (date: string | null | undefined): string | undefined =>
  isCalendarDate(date) ? new Date(`${date}T00:00:00${INDIA_OFFSET}`).toISOString() : undefined;

/** The instant after India's day `date` (a filter's 'to', so the whole day is included). */
export const endOfIndianDay = (date: string | null | undefined): string | undefined => {
  const start = startOfIndianDay(date);
  return start ? new Date(Date.parse(start) + 86_400_000).toISOString() : undefined;
};

const isoDay = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE });

/** India's date (YYYY-MM-DD) at the instant `iso`: the inverse of `startOfIndianDay`. */
export const indianDateAt = (iso: string) => isoDay.format(new Date(iso));
