import { formatIndianInteger, formatRupees } from '@startwise/format';

// How the dashboard writes its numbers: counts in Indian grouping, money as whole rupees (a glance, not an
// invoice), days to one decimal, and "—" for an average of nothing.

export const countText = (value: number) => formatIndianInteger(value);

/** Paise as whole rupees, rounded: `₹1,49,999`. */
export const rupeesText = (paise: number) => formatRupees(Math.round(paise / 100));

/** An average number of days, or "—" when nothing was averaged. */
export const daysText = (days: number | null) => (days === null ? '—' : `${days} ${days === 1 ? 'day' : 'days'}`);

/** A calendar date (YYYY-MM-DD) as a short axis label: '3 Nov'. */
export const shortDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A promise in working days (the catalog's turnaround unit): '15 working days'. */
export const workingDaysText = (days: number | null) =>
  days === null ? '—' : `${days} working ${days === 1 ? 'day' : 'days'}`;
