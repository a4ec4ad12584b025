// Spec 9: dates in en-IN. Submissions show the day; transactions the day with the time.

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '21 Nov 2026' */
export const formatDay = (iso: string) => day.format(new Date(iso));
/** '21 Nov 2026, 9:05 pm' */
export const formatDayAndTime = (iso: string) => dayAndTime.format(new Date(iso));

// A calendar date of the contract (`format: date`, India's calendar, e.g. expectedBy) is a day, not an instant:
// formatted in UTC from its own midnight, so no time zone can move it to the day before.
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-10' -> '10 Dec 2026' */
export const formatCalendarDate = (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`));
