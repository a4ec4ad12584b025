import {
  addDays,
  addYears,
  type CalendarDate,
  calendarDate,
  financialYearEnd,
  financialYearLabel,
  financialYearOf,
  monthOf,
  yearOf,
} from './calendar-date.js';
import type { CompanyProfile } from './company-profile.js';
import { isCompany } from './entities.js';
import type { ComplianceRule, Schedule } from './rule.js';

/** One occurrence of a rule: the period (or event) it covers and when it falls due. */
export interface Period {
  /** Unique for the rule: "FY2026-27", "2026-11", "FY2026-27-Q3", "DIN01234567-2029", "once". */
  key: string;
  label: string;
  /** The event or period end the due date counts from. */
  anchorOn: CalendarDate;
  dueOn: CalendarDate;
  /** When filing opens, where the law sets a window (a renewal, an AGM). */
  opensOn?: CalendarDate;
  /** The director or trademark a per-person or per-mark rule concerns. */
  subject?: string;
}

/** How far the periods run: every period due up to `until`, and the first one after it. */
export interface PeriodRange {
  until: CalendarDate;
  /** The AGM actually held for a financial year (its first year), when recorded: AOC-4 and MGT-7 count from it. */
  agmHeldOn?: (financialYear: number) => CalendarDate | undefined;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const QUARTER_MONTHS = ['April–June', 'July–September', 'October–December', 'January–March'] as const;
const fyKey = (year: number) => financialYearLabel(year).replace('FY ', 'FY');
const lastDayOf = (year: number, month: number) => calendarDate(year, month, 31);
/** A month/day after a financial year: dates from April on fall in the year it ends, earlier ones a year later. */
const dateAfterYear = (year: number, month: number, day: number) =>
  calendarDate(month >= 4 ? year + 1 : year + 2, month, day);

/**
 * The first financial year a business files for. A company incorporated from 1 January to 31 March may close
 * its first financial year on 31 March of the following year (Companies Act 2013 s.2(41)).
 */
export function firstFinancialYear(startedOn: CalendarDate): number {
  const year = financialYearOf(startedOn);
  return monthOf(startedOn) <= 3 ? year + 1 : year;
}

/** When the business's obligations start: incorporation, else GST registration, else the range's own start. */
function startOf(rule: ComplianceRule, profile: CompanyProfile, fallback: CalendarDate): CalendarDate {
  if (rule.requires?.startsWith('gstin') && profile.gstRegisteredOn) return profile.gstRegisteredOn;
  return profile.incorporatedOn ?? fallback;
}

function yearly(first: number, until: CalendarDate, make: (year: number) => Period | Period[]): Period[] {
  const periods: Period[] = [];
  for (let year = first; year <= financialYearOf(until) + 1; year++) periods.push(...[make(year)].flat());
  return periods;
}

function agmDueOn(year: number, firstYear: number): CalendarDate {
  // The first AGM within nine months of the first year's end; later ones within six months.
  return year === firstYear ? calendarDate(year + 1, 12, 31) : calendarDate(year + 1, 9, 30);
}

function directorKyc(
  schedule: Extract<Schedule, { kind: 'director-kyc' }>,
  profile: CompanyProfile,
  until: CalendarDate,
) {
  return profile.directors.flatMap((director) => {
    // A KYC covers the financial year that ended before it was filed; a new DIN counts from the first 31 March
    // it is held on.
    const base = director.lastKycOn
      ? financialYearOf(director.lastKycOn) - 1
      : financialYearOf(director.allottedOn ?? profile.incorporatedOn ?? until);
    const periods: Period[] = [];
    for (let cycle = 1; ; cycle++) {
      const coveredEnd = financialYearEnd(base + schedule.years * (cycle - 1));
      const dueOn = calendarDate(yearOf(coveredEnd) + schedule.years, schedule.month, schedule.day);
      periods.push({
        key: `DIN${director.din}-${yearOf(dueOn)}`,
        label: `${director.name} (DIN ${director.din})`,
        anchorOn: coveredEnd,
        dueOn,
        subject: director.name,
      });
      if (dueOn > until) return periods;
    }
  });
}

function trademarkTerms(
  schedule: Extract<Schedule, { kind: 'trademark-term' }>,
  profile: CompanyProfile,
  until: CalendarDate,
) {
  return profile.trademarks.flatMap((mark) => {
    const periods: Period[] = [];
    for (let term = 1; ; term++) {
      const dueOn = addYears(mark.filedOn, schedule.years * term);
      periods.push({
        key: `TM${mark.number}-${term}`,
        label: `Trademark ${mark.number} (class ${mark.class})`,
        anchorOn: addYears(mark.filedOn, schedule.years * (term - 1)),
        dueOn,
        opensOn: addDays(addYears(dueOn, -1), 1),
        subject: `Trademark ${mark.number}`,
      });
      if (dueOn > until) return periods;
    }
  });
}

/** Every period of `rule` for `profile`, from the business's start to the first one due after `range.until`. */
export function periodsOf(rule: ComplianceRule, profile: CompanyProfile, range: PeriodRange): Period[] {
  const schedule = rule.schedule;
  const startedOn = startOf(rule, profile, range.until);
  const firstYear = firstFinancialYear(startedOn);
  switch (schedule.kind) {
    case 'after-incorporation': {
      if (!profile.incorporatedOn) return [];
      const anchorOn = profile.incorporatedOn;
      return [{ key: 'once', label: 'After incorporation', anchorOn, dueOn: addDays(anchorOn, schedule.days) }];
    }
    case 'after-financial-year': {
      const audited = isCompany(profile.entityType) || profile.taxAudit === true;
      const date = !audited && schedule.withoutTaxAudit ? schedule.withoutTaxAudit : schedule;
      return yearly(firstYear, range.until, (year) => ({
        key: fyKey(year),
        label: financialYearLabel(year),
        anchorOn: financialYearEnd(year),
        dueOn: dateAfterYear(year, date.month, date.day),
      }));
    }
    case 'annual-general-meeting':
      return yearly(firstYear, range.until, (year) => ({
        key: fyKey(year),
        label: financialYearLabel(year),
        anchorOn: financialYearEnd(year),
        opensOn: addDays(financialYearEnd(year), 1),
        dueOn: agmDueOn(year, firstYear),
      }));
    case 'after-annual-general-meeting':
      return yearly(firstYear, range.until, (year) => {
        const anchorOn =
          profile.entityType === 'one-person-company'
            ? financialYearEnd(year)
            : (range.agmHeldOn?.(year) ?? agmDueOn(year, firstYear));
        const days = profile.entityType === 'one-person-company' ? schedule.opcDaysAfterYearEnd : schedule.days;
        return { key: fyKey(year), label: financialYearLabel(year), anchorOn, dueOn: addDays(anchorOn, days) };
      });
    case 'monthly': {
      const periods: Period[] = [];
      for (let year = yearOf(startedOn), month = monthOf(startedOn); ; month++) {
        if (month > 12) [year, month] = [year + 1, 1];
        const dueOn = calendarDate(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, schedule.day);
        periods.push({
          key: `${year}-${String(month).padStart(2, '0')}`,
          label: `${MONTH_NAMES[month - 1]} ${year}`,
          anchorOn: lastDayOf(year, month),
          dueOn,
        });
        if (dueOn > range.until) return periods;
      }
    }
    case 'quarterly':
    case 'quarterly-by-state':
      return yearly(financialYearOf(startedOn), range.until, (year) =>
        QUARTER_MONTHS.map((months, index) => {
          const endMonth = ((index * 3 + 5) % 12) + 1;
          const endYear = index === 3 ? year + 1 : year;
          const day =
            schedule.kind === 'quarterly'
              ? schedule.day
              : schedule.states.includes(profile.gstState ?? '')
                ? schedule.day
                : schedule.otherStatesDay;
          const last = schedule.kind === 'quarterly' && index === 3 ? schedule.lastQuarter : undefined;
          const dueMonth = last?.month ?? (endMonth % 12) + 1;
          return {
            key: `${fyKey(year)}-Q${index + 1}`,
            label: `Q${index + 1} ${financialYearLabel(year)} (${months})`,
            anchorOn: lastDayOf(endYear, endMonth),
            dueOn: calendarDate(endMonth === 12 ? endYear + 1 : endYear, dueMonth, last?.day ?? day),
          };
        }).filter((period) => period.anchorOn >= startedOn),
      );
    case 'half-yearly':
      return yearly(financialYearOf(startedOn), range.until, (year) => [
        {
          key: `${fyKey(year)}-H1`,
          label: `April–September ${year}`,
          anchorOn: calendarDate(year, 9, 30),
          dueOn: calendarDate(year, schedule.firstHalf.month, schedule.firstHalf.day),
        },
        {
          key: `${fyKey(year)}-H2`,
          label: `October ${year} – March ${year + 1}`,
          anchorOn: financialYearEnd(year),
          dueOn: calendarDate(year + 1, schedule.secondHalf.month, schedule.secondHalf.day),
        },
      ]);
    case 'instalments':
      return yearly(financialYearOf(startedOn), range.until, (year) =>
        schedule.dates
          .map((date, index) => ({
            key: `${fyKey(year)}-I${index + 1}`,
            label: `${financialYearLabel(year)}, instalment ${index + 1} (${date.share})`,
            anchorOn: calendarDate(year, 4, 1),
            dueOn: calendarDate(date.month >= 4 ? year : year + 1, date.month, date.day),
          }))
          .filter((period) => period.dueOn >= startedOn),
      );
    case 'trademark-term':
      return trademarkTerms(schedule, profile, range.until);
    case 'director-kyc':
      return directorKyc(schedule, profile, range.until);
  }
}
