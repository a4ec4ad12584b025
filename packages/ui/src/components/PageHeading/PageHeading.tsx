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
  id?: string;
}

/**
 * The top of a page: its one `h1`, an optional description and page actions. The heading can take focus
 * programmatically (`tabIndex={-1}`) so an app can move focus to it after a route change.
 */
export const PageHeading = forwardRef<HTMLHeadingElement, PageHeadingProps>(function PageHeading(
  { title, eyebrow, description, actions, id, align = 'start' },
  ref,
) {
  const centered = align === 'center' ? ` ${styles.centered}` : '';
  return (
    <div className={`${styles.root}${centered}`}>
      <div className={`${styles.text}${centered}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <Heading ref={ref} level="1" id={id} tabIndex={-1}>
          {title}
        </Heading>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
});
