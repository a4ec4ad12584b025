import type { FormField } from '../rules/form-field.js';
import type { CompanyProfile } from './company-profile.js';
import type { EntityType } from './entities.js';
import type { Filing } from './obligations.js';

/** The obligation "File now" was pressed on: its rule, its period and its due date. */
export interface ObligationToFile {
  ruleId: string;
  periodKey: string;
  dueOn: string;
}

const ITR_ENTITY_OPTIONS: Partial<Record<EntityType, string>> = {
  proprietorship: 'Proprietor or professional',
  partnership: 'Partnership firm',
  llp: 'LLP',
  'private-limited': 'Private limited company',
  'one-person-company': 'One Person Company',
};
const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

/** "FY2026-27…" → 2026, the financial year's first year. */
const financialYearOfPeriod = (periodKey: string) => {
  const match = /^FY(\d{4})-\d{2}/.exec(periodKey);
  return match ? Number(match[1]) : undefined;
};
const yearLabel = (first: number) => `${first}-${String((first + 1) % 100).padStart(2, '0')}`;

/** The value each known form field takes from the company and the obligation (before checking the field's options). */
function candidates(company: CompanyProfile, obligation: ObligationToFile, filings: readonly Filing[]) {
  const year = financialYearOfPeriod(obligation.periodKey);
  const quarter = /-Q([1-4])$/.exec(obligation.periodKey)?.[1];
  const director = company.directors.find((candidate) => obligation.periodKey.startsWith(`DIN${candidate.din}-`));
  const mark = company.trademarks.find((candidate) => obligation.periodKey.startsWith(`TM${candidate.number}-`));
  const agm = filings.find((filing) => filing.ruleId === 'agm' && filing.periodKey === obligation.periodKey);
  return {
    companyName: company.name,
    llpName: company.name,
    cin: company.cin,
    llpin: company.llpin,
    gstin: company.gstin,
    tan: company.tan,
    annualTurnover: company.annualTurnover?.toString(),
    financialYear: year === undefined ? undefined : yearLabel(year),
    // An income-tax return for a financial year is filed in the assessment year after it.
    assessmentYear: year === undefined ? undefined : yearLabel(year + 1),
    quarter: quarter && QUARTERS[Number(quarter) - 1],
    entityType: ITR_ENTITY_OPTIONS[company.entityType],
    applicantName: director?.name,
    din: director?.din,
    registrationNumber: mark?.number,
    expiryDate: mark ? obligation.dueOn : undefined,
    agmDate: agm?.filedOn,
  } as Record<string, string | undefined>;
}

/**
 * What "File now" fills into the service's application form: for each field the form has and the company can
 * answer, its value. A dropdown is filled only with one of its own options (matched by its leading words, so
 * "Q3" picks "Q3 (October-December)"); files and anything unknown are left to the customer.
 */
export function applicationPrefill(
  fields: readonly FormField[],
  company: CompanyProfile,
  obligation: ObligationToFile,
  filings: readonly Filing[] = [],
): Record<string, string> {
  const values = candidates(company, obligation, filings);
  const prefill: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (!value || field.type === 'file') continue;
    if (field.type === 'dropdown') {
      const option = field.options?.find((candidate) => candidate === value || candidate.startsWith(`${value} `));
      if (option) prefill[field.name] = option;
      continue;
    }
    prefill[field.name] = value;
  }
  return prefill;
}
