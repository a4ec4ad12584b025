import { forwardRef, type ReactNode } from 'react';
import type { HeadingLevel } from '../../tokens/tokenType';
import * as styles from './Heading.css';

export interface HeadingProps {
  /** Visual size from the theme's heading scale. */
  level: HeadingLevel;
  /** The document outline element; defaults to the matching `h1`–`h4`. */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
  id?: string;
  tabIndex?: number;
  children: ReactNode;
}

/** A heading whose visual size and document level can differ (the outline stays correct). */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, as, id, tabIndex, children },
  ref,
) {
  const Element = as ?? (`h${level}` as const);
  return (
    <Element ref={ref} id={id} tabIndex={tabIndex} className={`${styles.base} ${styles.level[level]}`}>
      {children}
    </Element>
  );
});
