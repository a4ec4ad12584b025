import type { ReactNode } from 'react';
import * as styles from './AsideLayout.css';

export interface AsideLayoutProps {
  /** What the page is: its heading and the lines under it. */
  intro: ReactNode;
  /** What the visitor decides with (a price and its call to action): beside the page on a desktop, held in view. */
  aside: ReactNode;
  /** The rest of the page. */
  children: ReactNode;
}

/**
 * A detail page with a side card that stays in view on a desktop while the page scrolls, and comes right after the
 * intro on a phone (so it is in the first screen there too), not after all the content.
 */
export function AsideLayout({ intro, aside, children }: AsideLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.intro}>{intro}</div>
      <div className={styles.aside}>{aside}</div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
