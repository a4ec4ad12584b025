import { endOfIndianDay, startOfIndianDay } from '@startwise/format/staff-dates';

/**
 * A range of the address's days (yyyy-mm-dd) as the API's instants: from the start of India's first day to the end
 * of its last. A day missing or malformed (a hand-edited address) is left out.
 */
export function indianDays(first: string | undefined, last: string | undefined) {
  const range: { from?: string; to?: string } = {};
  const from = startOfIndianDay(first);
  if (from) range.from = from;
  const to = endOfIndianDay(last);
  if (to) range.to = to;
  return range;
}
