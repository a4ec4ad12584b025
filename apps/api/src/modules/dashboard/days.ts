import type { Schemas } from '@startwise/api-client';
import { indiaDate, indiaDay, type Period } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { netPaiseByIndiaDateIn } from '../payments/index.js';
import { ordersByIndiaDateIn } from '../submissions/index.js';
import { paidWithin, submissionsLink } from './links.js';

/** Every India day of `month` up to the one containing `now`, oldest first. */
function daysSoFar(month: Period, now: Date): Period[] {
  const days: Period[] = [];
  for (let day = indiaDay(month.from); day.from <= now && day.from < month.to; day = indiaDay(day.to)) {
    days.push(day);
  }
  return days;
}

/** This month's orders and net revenue day by day, so a chart can show the month's shape. */
export async function daysOfMonth(db: Database, month: Period, now: Date): Promise<Schemas['Dashboard']['days']> {
  const [orders, net] = await Promise.all([ordersByIndiaDateIn(db, month), netPaiseByIndiaDateIn(db, month)]);
  return daysSoFar(month, now).map((day) => {
    const date = indiaDate(day.from);
    return {
      date,
      orders: { value: orders.get(date) ?? 0, link: submissionsLink(paidWithin(day)) },
      netPaise: net.get(date) ?? 0,
    };
  });
}
