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
