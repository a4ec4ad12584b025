import { forwardRef, type ReactNode } from 'react';
import { Heading } from '../Heading';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  /** The page's `h1`, e.g. 'Payment Transactions'. */
  title: string;
  /** A short line above the title (a section name or category). */
  eyebrow?: string;
  description?: ReactNode;
  /** Page-level actions beside the title on wide screens, below it on mobile ('Filters', 'Refresh'). */
  actions?: ReactNode;
  /** `center` for a page that is a single message (not found, failed to load); `start` by default. */
  align?: 'start' | 'center';
  /** A tool's screen (the back office): a 24 px title and a one-line description, so the work starts high up. */
  compact?: boolean;
  id?: string;
}

/**
 * The top of a page: its one `h1`, an optional description and page actions. The heading can take focus
 * programmatically (`tabIndex={-1}`) so an app can move focus to it after a route change.
 */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { title, eyebrow, description, actions, id, align = 'start', compact = false },
  ref,
) {
  const centered = align === 'center' ? ` ${styles.centered}` : '';
  return (
    <div className={`${styles.root}${centered}${compact ? ` ${styles.compactRoot}` : ''}`}>
      <div className={`${styles.text}${centered}${compact ? ` ${styles.compactText}` : ''}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {compact ? (
          <h1 ref={ref} id={id} tabIndex={-1} className={styles.compactTitle}>
            {title}
          </h1>
        ) : (
          <Heading ref={ref} level="1" id={id} tabIndex={-1}>
            {title}
          </Heading>
        )}
        {description ? (
          <div className={compact ? styles.compactDescription : styles.description}>{description}</div>
        ) : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
});
