import type { ReactNode } from 'react';
import * as styles from './StickyActionBar.css';

export interface StickyActionBarProps {
  /** Names the bar for assistive technology, e.g. 'Apply for Private Limited Company Registration'. */
  'aria-label': string;
  /** The page's one call to action (a full-width `ButtonLink`, e.g. 'Apply — ₹6,999'). */
  children: ReactNode;
}

/**
 * The page's call to action held at the bottom of a phone's screen while the page scrolls; hidden on a desktop.
 * Place it last in the page's container: it stays in view down to the end of the page's content.
 */
export function StickyActionBar({ 'aria-label': ariaLabel, children }: StickyActionBarProps) {
  return (
    <section aria-label={ariaLabel} className={styles.bar}>
      {children}
    </section>
  );
}
