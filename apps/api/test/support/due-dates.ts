import { expectedCompletion } from '@startwise/flows/rules';
import { indiaDate } from '@startwise/format';
import { nationalHolidays } from '../../src/modules/holidays/national-holidays.js';

/**
 * The due date the server fixes for a payment at `paidAt`: `days` working days, India's national holidays and
 * `added` (the team's holidays) skipped.
 */
export function dueDateOf(paidAt: Date, days: number, added: readonly string[] = []): string {
  const year = Number(indiaDate(paidAt).slice(0, 4));
  const national = nationalHolidays(year, year + 1).map((holiday) => holiday.date);
  return expectedCompletion(paidAt, days, new Set([...national, ...added]));
}
