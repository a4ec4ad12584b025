import { forwardRef, type ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionItem {
  term: string;
  value: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** `columns` (default): terms beside values from the tablet breakpoint; `stacked`: always above (sidebars). */
  layout?: styles.DescriptionListLayout;
  id?: string;
  'aria-label'?: string;
}

/** Labelled values of one record (a customer, a payment, an application's answers) as a description list. */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, layout = 'columns', ...native },
  ref,
) {
  return (
    <dl ref={ref} className={styles.list[layout]} {...native}>
      {items.map(({ term, value }) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.spacedValue[layout]}>{value}</dd>
        </div>
      ))}
    </dl>
  );
});
