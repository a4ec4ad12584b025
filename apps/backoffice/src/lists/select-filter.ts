import type { Filters } from './list-address';

/** The choice of a filter's Select that means "no filter". */
export const ANY = 'any';

/** A filter's options: "any" first, then the values. */
export const withAny = (label: string, options: { value: string; label: string }[]) => [
  { value: ANY, label },
  ...options,
];

/** Options whose labels are their values (statuses, methods). */
export const valueOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The props a filter's Select takes from the address: its value ("any" when off) and a change that sets the
 * filter. A value whose choices are still loading (a member) shows "Loading…".
 */
export const selectFilter =
  <K extends string>(filters: Filters<K>, setFilter: (key: K, value: string | undefined) => void) =>
  (key: K) => ({
    value: filters[key] ?? ANY,
    placeholder: 'Loading…',
    onChange: (value: string | null) => setFilter(key, value === null || value === ANY ? undefined : value),
  });
