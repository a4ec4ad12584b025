import { forwardRef } from 'react';
import { Button } from '../Button';
import * as styles from './Pagination.css';
import { clampPage, lastPage, showingText } from './pageRange';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageSize: number;
  /** Items across all pages. */
  total: number;
  /** What is counted, e.g. 'transactions' → 'Showing 11 to 20 of 42 transactions'. */
  noun: string;
  /**
   * The server stopped counting at `total` (a capped count): there are at least that many. The summary says
   * '10,000+', and Next stays enabled while `hasNextPage` says more rows follow.
   */
  totalIsLowerBound?: boolean;
  /** Whether a page follows this one; only read when the total is a lower bound. */
  hasNextPage?: boolean;
  /** Called with a page between 1 and the last page. */
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one. */
  'aria-label'?: string;
}

/**
 * 'Showing X to Y of Z' with Previous and Next, disabled on the first and last page. The summary is a
 * polite status so a screen reader hears the new range after a page change.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageSize,
    total,
    noun,
    totalIsLowerBound = false,
    hasNextPage = false,
    onPageChange,
    'aria-label': ariaLabel = 'Pagination',
  },
  ref,
) {
  const current = totalIsLowerBound ? Math.max(1, Math.floor(page)) : clampPage(page, total, pageSize);
  const hasNext = totalIsLowerBound ? hasNextPage : current < lastPage(total, pageSize);
  return (
    <nav ref={ref} className={styles.root} aria-label={ariaLabel}>
      <p className={styles.summary} role="status">
        {showingText(current, pageSize, total, noun, totalIsLowerBound)}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" size="small" disabled={current <= 1} onClick={() => onPageChange(current - 1)}>
          Previous
        </Button>
        <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => onPageChange(current + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
});
