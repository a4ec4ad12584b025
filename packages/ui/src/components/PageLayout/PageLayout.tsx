import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';

export interface PageLayoutProps {
  /** The site header (`Header`); omitted on a bare page, which shows `logo` above the content instead. */
  header?: ReactNode;
  /** The site footer (`Footer`). */
  footer?: ReactNode;
  /** A bare page's logo (a link home), above its content, in the page's `header` landmark. */
  logo?: ReactNode;
  /** The page: inside `<main id="main">` (the skip link's target), with the page's vertical padding. */
  children: ReactNode;
}

/**
 * A page's frame: header, main and footer, at least one window tall so the footer sits at the bottom of a short
 * page. Without a header it is a bare page (sign-in steps): the logo, then the content, centred on the raised
 * surface.
 */
export function PageLayout({ header, footer, logo, children }: PageLayoutProps) {
  if (!header) {
    return (
      <div className={styles.bare}>
        {/* A landmark of its own, so everything on the page sits in one (axe: region). */}
        {logo ? <header>{logo}</header> : null}
        <main id="main" className={styles.bareMain}>
          {children}
        </main>
        {footer}
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      {header}
      <main id="main" className={styles.main}>
        {children}
      </main>
      {footer}
    </div>
  );
}
