import type { DueSoonExportQuery } from '@startwise/api-client';
import { COMPLIANCE_RULES } from '@startwise/flows/compliance';
import { type Filters, oneOf, searchOf } from '../../lists/list-address';

// The due-soon list's search and rule live in the address (/backoffice/compliance/due-soon?q=acme&rule=aoc-4).

export const DUE_SOON_FILTER_KEYS = ['q', 'rule'] as const;
export type DueSoonFilterKey = (typeof DUE_SOON_FILTER_KEYS)[number];

const RULE_IDS = COMPLIANCE_RULES.map((rule) => rule.id);

/** Every rule as a choice: its form and what it is ('AOC-4: File the financial statements'). */
export const RULE_OPTIONS = COMPLIANCE_RULES.map((rule) => ({ value: rule.id, label: `${rule.form}: ${rule.title}` }));

/** The API's filters (the list's and the export's); values it would refuse (a hand-edited address) are left out. */
export function dueSoonFilters(filters: Filters<DueSoonFilterKey>): DueSoonExportQuery {
  const query: DueSoonExportQuery = searchOf(filters.q);
  const ruleId = oneOf(RULE_IDS, filters.rule);
  if (ruleId) query.ruleId = ruleId;
  return query;
}
