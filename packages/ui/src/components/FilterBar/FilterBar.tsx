import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** Names the region, e.g. 'Filter the queue'. */
  label: string;
  /** A search field shown first, across the whole bar. */
  search?: ReactNode;
  /** The filters: `Select`s, `DateField`s, `Checkbox`es. */
  children: ReactNode;
  /** How many filters are on; with `onClear` the bar offers to clear them. */
  activeCount?: number;
  onClear?: () => void;
  /** e.g. '42 submissions': read out politely when it changes. */
  resultSummary?: string;
}

/**
 * The filters above a `DataTable`: a labelled search region with a search field, the filter controls in as many
 * columns as fit, how many filters are on, the number of results, and Clear filters. Filters apply as they
 * change (the app puts them in the address, so a link opens the same list).
 */
export const FilterBar = forwardRef<HTMLElement, FilterBarProps>(function FilterBar(
  { label, search, children, activeCount = 0, onClear, resultSummary },
  ref,
) {
  const on = activeCount === 1 ? '1 filter on' : `${activeCount} filters on`;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: testing tools (aria-query 5.3) do not know the element's implicit role yet.
    <search ref={ref} role="search" aria-label={label} className={styles.root}>
      {search}
      <div className={styles.controls}>{children}</div>
      <div className={styles.footer}>
        <p className={styles.summary} role="status">
          {[resultSummary, activeCount > 0 ? on : undefined].filter(Boolean).join(' · ')}
        </p>
        {onClear && activeCount > 0 ? (
          <Button variant="ghost" size="small" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </div>
    </search>
  );
});
