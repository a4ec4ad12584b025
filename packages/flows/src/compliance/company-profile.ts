import type { CalendarDate } from './calendar-date.js';
import type { EntityType } from './entities.js';

export type GstFilingFrequency = 'monthly' | 'qrmp';

export interface Director {
  name: string;
  /** Director (or designated partner) Identification Number. */
  din: string;
  /** When the DIN was allotted, if known: the first KYC counts from the financial year it was first held in. */
  allottedOn?: CalendarDate;
  /** The last KYC filed for this DIN: the next one counts from the financial year that KYC covered. */
  lastKycOn?: CalendarDate;
}

export interface TrademarkApplication {
  number: string;
  /** Nice class, 1 to 45. */
  class: number;
  /** A registration runs ten years from the date of application (Trade Marks Act 1999 s.25). */
  filedOn: CalendarDate;
}

/** What the rule engine needs to know of one of a customer's businesses. */
export interface CompanyProfile {
  entityType: EntityType;
  name: string;
  cin?: string;
  llpin?: string;
  incorporatedOn?: CalendarDate;
  gstin?: string;
  /** The state of the GST registration (decides the QRMP GSTR-3B date). */
  gstState?: string;
  gstFrequency?: GstFilingFrequency;
  /** When GST registration took effect; monthly and quarterly returns count from then. */
  gstRegisteredOn?: CalendarDate;
  tan?: string;
  /** Whether the accounts need a tax audit: moves the income-tax return from 31 July to 31 October. */
  taxAudit?: boolean;
  /** Aggregate annual turnover in rupees, when the customer gives it: picks the GST late-fee band. */
  annualTurnover?: number;
  /** Companies that owe micro or small suppliers for more than 45 days file MSME-1. */
  owesMicroSmallSuppliers?: boolean;
  directors: readonly Director[];
  trademarks: readonly TrademarkApplication[];
}
