import { calendarFrom, obligationsFor } from '@startwise/flows/compliance';
import type { ComplianceCalendar } from './compliance-queries';
import type { CompanyObligation } from './ObligationCard';

export interface MonthOfObligations {
  month: string;
  label: string;
  obligations: CompanyObligation[];
}

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Every company's obligations from the engine the server's reminders use, by month of due date: overdue first
 * (their months come first), then the months ahead. Filings done in earlier months are left out.
 */
export function obligationsByMonth(calendar: ComplianceCalendar): MonthOfObligations[] {
  const all = calendar.companies.flatMap((company) =>
    obligationsFor({
      profile: company,
      today: calendar.today,
      filings: company.filings,
      extensions: calendar.extensions,
      from: calendarFrom(company.incorporatedOn, company.createdAt.slice(0, 10)),
    }).map((obligation): CompanyObligation => ({ ...obligation, companyId: company.id, companyName: company.name })),
  );
  // Work already filed in past months is history, not calendar.
  const thisMonth = calendar.today.slice(0, 7);
  const current = all.filter((obligation) => obligation.status !== 'done' || obligation.dueOn.slice(0, 7) >= thisMonth);
  current.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
  const months = new Map<string, MonthOfObligations>();
  for (const obligation of current) {
    const month = obligation.dueOn.slice(0, 7);
    const group = months.get(month) ?? {
      month,
      label: MONTH.format(new Date(`${month}-01T00:00:00Z`)),
      obligations: [],
    };
    group.obligations.push(obligation);
    months.set(month, group);
  }
  return [...months.values()];
}
