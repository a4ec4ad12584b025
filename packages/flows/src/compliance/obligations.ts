import { addDays, type CalendarDate, calendarDate, daysBetween, monthOf, yearOf } from './calendar-date.js';
import type { CompanyProfile } from './company-profile.js';
import { lateFeeAccrued, lateFeeSummary } from './late-fee.js';
import { type Period, periodsOf } from './periods.js';
import type { ComplianceRule } from './rule.js';
import { COMPLIANCE_RULES } from './rules-data.js';

/** A filing the customer (or Startwise) made for one period of a rule. */
export interface Filing {
  ruleId: string;
  periodKey: string;
  filedOn: CalendarDate;
  /** The SRN or ARN from the portal's acknowledgement. */
  acknowledgement?: string | null;
}

/** A government extension of one period's due date, recorded by staff with its notification. */
export interface Extension {
  ruleId: string;
  periodKey: string;
  dueOn: CalendarDate;
  note: string;
  notification: string;
}

export type ObligationStatus = 'upcoming' | 'due-soon' | 'overdue' | 'done';

/** Due within this many days reads "due soon", and the back office's Due soon list looks this far ahead. */
export const DUE_SOON_DAYS = 30;

export interface Obligation extends Period {
  /** `ruleId:periodKey`: the same obligation across runs, for filings, extensions and reminders. */
  id: string;
  rule: ComplianceRule;
  status: ObligationStatus;
  /** Days from today to the due date (negative once overdue). */
  daysLeft: number;
  /** Rupees accrued so far while overdue; undefined when the cost is not a fee that accrues. */
  lateFeeSoFar?: number;
  lateFeeSummary: string;
  /** The formula's date when an extension moved it. */
  originalDueOn?: CalendarDate;
  extension?: Extension;
  filing?: Filing;
}

export interface ObligationQuery {
  profile: CompanyProfile;
  /** Today in India. */
  today: CalendarDate;
  rules?: readonly ComplianceRule[];
  filings?: readonly Filing[];
  extensions?: readonly Extension[];
  /** Periods due before this date are left out (the day Startwise started keeping the calendar). */
  from?: CalendarDate;
  /** How far ahead to list every period; beyond it, only each rule's next one. */
  monthsAhead?: number;
}

export const obligationId = (ruleId: string, periodKey: string) => `${ruleId}:${periodKey}`;

function applies(rule: ComplianceRule, profile: CompanyProfile): boolean {
  if (!rule.appliesTo.includes(profile.entityType)) return false;
  switch (rule.requires) {
    case 'incorporation':
      return profile.incorporatedOn !== undefined;
    case 'gstin':
      return Boolean(profile.gstin);
    case 'gstin-monthly':
      return Boolean(profile.gstin) && (profile.gstFrequency ?? 'monthly') === 'monthly';
    case 'gstin-qrmp':
      return Boolean(profile.gstin) && profile.gstFrequency === 'qrmp';
    case 'tan':
      return Boolean(profile.tan);
    case 'msme-dues':
      return profile.owesMicroSmallSuppliers === true;
    default:
      return true;
  }
}

function statusOf(daysLeft: number, filed: boolean): ObligationStatus {
  if (filed) return 'done';
  if (daysLeft < 0) return 'overdue';
  return daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'upcoming';
}

/**
 * A business's obligations: for every rule that applies, each period due between `from` and `monthsAhead`
 * months from today, plus the next one beyond (so a ten-year renewal still shows), with its status, days left
 * and the late fee accrued so far. An extension replaces the formula's date for its period; a filing marks it
 * done. Sorted by due date.
 */
export function obligationsFor(query: ObligationQuery): Obligation[] {
  const { profile, today } = query;
  const rules = query.rules ?? COMPLIANCE_RULES;
  const ahead = query.monthsAhead ?? 15;
  const until = addDays(calendarDate(yearOf(today), monthOf(today) + ahead, 1), -1);
  const from = query.from ?? profile.incorporatedOn ?? today;
  const filings = new Map(
    (query.filings ?? []).map((filing) => [obligationId(filing.ruleId, filing.periodKey), filing]),
  );
  const extensions = new Map(
    (query.extensions ?? []).map((extension) => [obligationId(extension.ruleId, extension.periodKey), extension]),
  );
  const agmFilings = (query.filings ?? []).filter((filing) => filing.ruleId === 'agm');
  const agmHeldOn = (year: number) =>
    agmFilings.find((filing) => filing.periodKey === `FY${year}-${String((year + 1) % 100).padStart(2, '0')}`)?.filedOn;

  const obligations: Obligation[] = [];
  for (const rule of rules) {
    if (!applies(rule, profile)) continue;
    const bySubject = new Map<string, boolean>();
    for (const period of periodsOf(rule, profile, { until, agmHeldOn })) {
      const id = obligationId(rule.id, period.key);
      const extension = extensions.get(id);
      const dueOn = extension?.dueOn ?? period.dueOn;
      if (dueOn < from) continue;
      const subject = period.subject ?? '';
      if (dueOn > until) {
        if (bySubject.get(subject)) continue;
        bySubject.set(subject, true);
      }
      const filing = filings.get(id);
      const daysLeft = daysBetween(today, dueOn);
      obligations.push({
        ...period,
        id,
        rule,
        dueOn,
        status: statusOf(daysLeft, filing !== undefined),
        daysLeft,
        lateFeeSoFar: filing ? 0 : lateFeeAccrued(rule.lateFee, -daysLeft, profile),
        lateFeeSummary: lateFeeSummary(rule.lateFee, profile),
        ...(extension && { extension, originalDueOn: period.dueOn }),
        ...(filing && { filing }),
      });
    }
  }
  return obligations.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.id.localeCompare(b.id));
}

/** How far back a newly added business's calendar reaches: recent misses are worth showing, ancient ones not. */
export const CALENDAR_LOOKBACK_DAYS = 90;

/**
 * The first due date a business's calendar shows: its incorporation, but no earlier than 90 days before it was
 * added (a company added years after incorporation starts with what is still worth doing).
 */
export function calendarFrom(incorporatedOn: CalendarDate | undefined, addedOn: CalendarDate): CalendarDate {
  const lookback = addDays(addedOn, -CALENDAR_LOOKBACK_DAYS);
  return incorporatedOn && incorporatedOn > lookback ? incorporatedOn : lookback;
}
