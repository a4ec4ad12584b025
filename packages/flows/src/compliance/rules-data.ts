import type { ComplianceRule } from './rule.js';
import { COMPANY_RULES } from './rules/company-rules.js';
import { GST_RULES } from './rules/gst-rules.js';
import { INCOME_TAX_RULES } from './rules/income-tax-rules.js';
import { LLP_RULES } from './rules/llp-rules.js';
import { TRADEMARK_RULES } from './rules/trademark-rules.js';

/**
 * The compliance rules, as data. Reviewed like code: every change bumps the version, and each rule (in rules/, by the law it
 * comes from) has its own test (test/compliance/rules-data.test.ts) that pins its dates and fee against the source cited here.
 *
 * Dates and fees were checked on 27 November 2026. Governments extend deadlines often: an extension for one
 * period is recorded by staff in the back office (docs/compliance.md), never by editing this file. Change this
 * file only when the law itself changes, and cite the amending notification.
 */
export const COMPLIANCE_RULES_VERSION = '2026-11-27';

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  ...COMPANY_RULES,
  ...LLP_RULES,
  ...GST_RULES,
  ...INCOME_TAX_RULES,
  ...TRADEMARK_RULES,
];
