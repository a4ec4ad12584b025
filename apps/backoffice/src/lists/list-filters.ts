import { formatIndianInteger } from '@startwise/format';
import { formatCalendarDate } from '@startwise/format/staff-dates';
import type { Filters } from './list-address';

// What a list screen filters by, as data: the filter bar draws a chip for each (a popover to choose, a removable
// chip once on) and words the active ones from here. Values live in the address under the filters' keys.

export interface FilterOption {
  value: string;
  label: string;
}

export type ListFilter<K extends string> =
  /** One value out of a few (a status, a service, a member). */
  | { kind: 'options'; key: K; label: string; options: readonly FilterOption[] }
  /** A range of India's whole days: [from, until], both ends included. */
  | { kind: 'dates'; keys: readonly [K, K]; label: string }
  /** A range of whole rupees: [from, up to]. */
  | { kind: 'amounts'; keys: readonly [K, K]; label: string }
  /** On or off ('true' in the address): 'Overdue only'. */
  | { kind: 'flag'; key: K; label: string }
  /** Exact text typed in (an id). */
  | { kind: 'text'; key: K; label: string };

/** The address keys a filter sets. */
export const keysOf = <K extends string>(filter: ListFilter<K>): readonly K[] =>
  filter.kind === 'dates' || filter.kind === 'amounts' ? filter.keys : [filter.key];

const dayOf = (value: string | undefined) => {
  if (!value) return undefined;
  try {
    return formatCalendarDate(value);
  } catch {
    return value;
  }
};
const rupeesOf = (value: string | undefined) =>
  value && /^\d+$/.test(value) ? `₹${formatIndianInteger(Number(value))}` : value;

function rangeWords(from: string | undefined, to: string | undefined) {
  if (from && to) return `${from} – ${to}`;
  return from ? `from ${from}` : `until ${to}`;
}

/** How an active filter reads on its chip ('Status: In progress'); undefined when it is off. */
export function activeWords<K extends string>(filter: ListFilter<K>, filters: Filters<K>): string | undefined {
  switch (filter.kind) {
    case 'options': {
      const value = filters[filter.key];
      if (!value) return undefined;
      const option = filter.options.find((known) => known.value === value);
      return `${filter.label}: ${option?.label ?? 'Loading…'}`;
    }
    case 'flag':
      return filters[filter.key] === 'true' ? filter.label : undefined;
    case 'text':
      return filters[filter.key] ? `${filter.label}: ${filters[filter.key]}` : undefined;
    case 'dates':
    case 'amounts': {
      const [fromKey, toKey] = filter.keys;
      if (!filters[fromKey] && !filters[toKey]) return undefined;
      const words = filter.kind === 'dates' ? dayOf : rupeesOf;
      return `${filter.label}: ${rangeWords(words(filters[fromKey]), words(filters[toKey]))}`;
    }
  }
}
