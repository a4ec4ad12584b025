import { Button } from '@startwise/ui';
import type { ReactNode, RefObject } from 'react';
import { SearchBox } from '../forms/SearchBox';
import { FilterChip } from './FilterChip';
import * as styles from './FilterChips.css';
import type { Filters } from './list-address';
import { keysOf, type ListFilter } from './list-filters';

/** The address key of every list's search. */
const SEARCH = 'q';

interface ListFilterBarProps<K extends string> {
  /** Names the search region ('Search and filter the inbox'). */
  label: string;
  /** What the search matches, shown in the empty box; without it the list has no search. */
  searchPlaceholder?: string;
  /** The search box, for a screen whose `/` key focuses it. */
  searchRef?: RefObject<HTMLInputElement | null>;
  /** The address's filters; the search is `q`. */
  filters: Filters<K>;
  chips: readonly ListFilter<K>[];
  onFilterChange: (key: K, value: string | undefined) => void;
  activeCount: number;
  onClear: () => void;
  /** '42 submissions': read out politely when it changes. */
  resultSummary: string | undefined;
  /** Beside the search: the list's own controls (its order, its columns). */
  tools?: ReactNode;
}

/** What a list's page hands its filter bar: the address's filters, their changes and the result. */
export type FilterBarState<K extends string> = Pick<
  ListFilterBarProps<K>,
  'filters' | 'onFilterChange' | 'activeCount' | 'onClear' | 'resultSummary' | 'searchRef'
>;

/**
 * Every list's one filter bar: a search box, then a chip per filter (each opens its choices in a popover; an active
 * one reads its value and can be removed on its own), the number of results and Clear filters.
 */
export function ListFilterBar<K extends string>({
  label,
  searchPlaceholder,
  searchRef,
  filters,
  chips,
  onFilterChange,
  activeCount,
  onClear,
  resultSummary,
  tools,
}: ListFilterBarProps<K>) {
  const on = activeCount === 1 ? '1 filter on' : `${activeCount} filters on`;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: testing tools (aria-query 5.3) do not know the element's implicit role yet.
    <search role="search" aria-label={label} className={styles.bar}>
      {searchPlaceholder || tools ? (
        <div className={styles.searchRow}>
          {searchPlaceholder ? (
            <div className={styles.search}>
              <SearchBox
                ref={searchRef}
                value={filters[SEARCH as K] ?? ''}
                placeholder={searchPlaceholder}
                onChange={(value) => onFilterChange(SEARCH as K, value)}
              />
            </div>
          ) : null}
          {tools}
        </div>
      ) : null}
      <div className={styles.chips}>
        {chips.map((filter) => (
          <FilterChip key={keysOf(filter)[0]} filter={filter} filters={filters} onChange={onFilterChange} />
        ))}
        {activeCount > 0 ? (
          <Button variant="ghost" size="small" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
        <p className={styles.summary} role="status">
          {[resultSummary, activeCount > 0 ? on : undefined].filter(Boolean).join(' · ')}
        </p>
      </div>
    </search>
  );
}
