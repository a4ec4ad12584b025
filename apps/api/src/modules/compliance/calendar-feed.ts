import { addDays, type CalendarDate, calendarFrom, type Extension, obligationsFor } from '@startwise/flows/compliance';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { indiaDate } from '../../platform/system/india-time.js';
import { companyView, profileOf } from './companies.js';
import type { complianceCompanies, complianceFilings } from './tables.js';

type CompanyRow = typeof complianceCompanies.$inferSelect;
type FilingRow = typeof complianceFilings.$inferSelect;

const dateArray = (date: CalendarDate): DateArray => date.split('-').map(Number) as DateArray;

/**
 * The customer's obligations as an iCalendar (RFC 5545) file: one all-day event on each due date, from 30 days
 * ago to 15 months ahead, with a UID that stays the same on every fetch so calendar apps update events in place.
 */
export function calendarFeed(
  companies: { row: CompanyRow; filings: FilingRow[] }[],
  extensions: Extension[],
  today: string,
  links: { calendarUrl: string; brandName: string; host: string },
): string {
  const events: EventAttributes[] = companies.flatMap(({ row, filings }) => {
    const company = companyView(row, filings);
    return obligationsFor({
      profile: profileOf(row),
      today,
      filings: company.filings,
      extensions,
      from: [calendarFrom(row.incorporatedOn ?? undefined, indiaDate(row.createdAt)), addDays(today, -30)].sort()[1],
    }).map((obligation) => ({
      uid: `${obligation.id}.${row.id}@${links.host}`,
      start: dateArray(obligation.dueOn),
      end: dateArray(addDays(obligation.dueOn, 1)),
      title: `${obligation.rule.form} due: ${obligation.rule.title} (${row.name})`,
      description: [
        obligation.label,
        obligation.rule.explanation,
        `Late fee: ${obligation.lateFeeSummary}.`,
        `Source: ${obligation.rule.source.law}.`,
        ...(obligation.extension
          ? [`Extended by ${obligation.extension.notification}: ${obligation.extension.note}`]
          : []),
        ...(obligation.filing ? [`Filed on ${obligation.filing.filedOn}.`] : []),
      ].join('\n'),
      url: links.calendarUrl,
      status: obligation.filing ? 'CANCELLED' : 'CONFIRMED',
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
    }));
  });
  const { error, value } = createEvents(events, {
    productId: `-//${links.brandName}//Compliance calendar//EN`,
    calName: `${links.brandName} compliance calendar`,
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar feed could not be written');
  return value;
}
