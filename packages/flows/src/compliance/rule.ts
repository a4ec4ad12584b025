import type { EntityType } from './entities.js';

/**
 * How a rule's due dates are counted. Every kind names its anchor: the event or period end the law counts from.
 * Months are 1-12; "next year" dates fall in the calendar year the financial year ends in (FY 2026-27 ends
 * 31 March 2027, so its 30 September date is 30 September 2027).
 */
export type Schedule =
  /** Once, `days` after incorporation. */
  | { kind: 'after-incorporation'; days: number }
  /**
   * Each financial year, on a fixed date after it ends. `withoutTaxAudit` is the date for a business that is
   * not a company and needs no tax audit.
   */
  | { kind: 'after-financial-year'; month: number; day: number; withoutTaxAudit?: { month: number; day: number } }
  /** The AGM: the first within nine months of the first financial year's end, later ones within six months. */
  | { kind: 'annual-general-meeting' }
  /** `days` after the year's AGM (held, or the date it should have been held); OPCs hold none. */
  | { kind: 'after-annual-general-meeting'; days: number; opcDaysAfterYearEnd: number }
  /** Every month, on `day` of the following month. */
  | { kind: 'monthly'; day: number }
  /** Every quarter, on `day` of the month after it; `lastQuarter` overrides the April-March year's fourth. */
  | { kind: 'quarterly'; day: number; lastQuarter?: { month: number; day: number } }
  /** Every quarter, on a day that depends on the GST state's category (QRMP GSTR-3B). */
  | { kind: 'quarterly-by-state'; day: number; otherStatesDay: number; states: readonly string[] }
  /** Half-yearly returns: April-September due in October, October-March due in April. */
  | { kind: 'half-yearly'; firstHalf: { month: number; day: number }; secondHalf: { month: number; day: number } }
  /** Instalments inside each financial year, on these dates. */
  | { kind: 'instalments'; dates: readonly { month: number; day: number; share: string }[] }
  /** Every `years` from a trademark application's date; renewal opens `opensMonthsBefore` earlier. */
  | { kind: 'trademark-term'; years: number; opensMonthsBefore: number }
  /** Each director's KYC, once in every `years` financial years, by `month`/`day` after the last covered year. */
  | { kind: 'director-kyc'; years: number; month: number; day: number };

/** What a missed date costs, in whole rupees. */
export type LateFee =
  /** So much a day from the day after the due date, plus `fixed` once, never above `cap`. */
  | { kind: 'per-day'; perDay: number; fixed?: number; cap?: number; capNote?: string }
  /** Per day by the business's turnover band (GST); the first band applies when turnover is not known. */
  | {
      kind: 'per-day-by-turnover';
      bands: readonly { upToTurnover?: number; perDay: number; cap?: number; capShareOfTurnover?: number }[];
    }
  /** One fee, whatever the delay. */
  | { kind: 'flat'; amount: number }
  /** Not a fee that accrues by day: interest, a multiple of the filing fee, or a penalty an officer decides. */
  | { kind: 'other'; description: string };

export interface RuleSource {
  /** The Act, rules or notification and the section, for example "Companies Act 2013 s.92(4)". */
  law: string;
  /** Where the date and fee were checked (official text or a professional summary that quotes it). */
  checkedAgainst: readonly string[];
}

/** Who a rule concerns: the business as a whole, each director, or each trademark. */
export type RuleSubject = 'business' | 'director' | 'trademark';

export interface ComplianceRule {
  id: string;
  /** The form or event as the portals name it: "MGT-7", "GSTR-3B". */
  form: string;
  title: string;
  /** One or two sentences a founder understands. */
  explanation: string;
  appliesTo: readonly EntityType[];
  /** Besides the entity type, what the profile must have for the rule to apply. */
  requires?: 'incorporation' | 'gstin-monthly' | 'gstin-qrmp' | 'gstin' | 'tan' | 'msme-dues';
  subject: RuleSubject;
  schedule: Schedule;
  lateFee: LateFee;
  source: RuleSource;
  /** The catalog service that does this filing for the customer. */
  serviceSlug: string;
}
