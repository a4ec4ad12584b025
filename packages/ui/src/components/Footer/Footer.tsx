import { Children, forwardRef, type ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Footer.css';

export interface FooterColumnProps {
  title: string;
  /** The column's links; each child becomes a list item. */
  children: ReactNode;
}

/** One titled list of links in the footer ('About Us', 'Legal', a category). */
export function FooterColumn({ title, children }: FooterColumnProps) {
  return (
    <section className={styles.column} aria-label={title}>
      <h2 className={styles.columnTitle}>{title}</h2>
      <ul className={styles.links}>
        {Children.toArray(children).map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the children are static links in a fixed order.
          <li key={index}>{child}</li>
        ))}
      </ul>
    </section>
  );
}

export interface FooterProps {
  /** `FooterColumn`s. */
  columns: ReactNode;
  /** Beside the columns, e.g. the newsletter form. */
  aside?: ReactNode;
  /** The bottom row: legal links and copyright. */
  bottom?: ReactNode;
  /** Shows the columns without the toggle (spec 2: the home page's footer is always open). */
  alwaysOpen?: boolean;
  /** Whether the collapsible columns start open. */
  defaultExpanded?: boolean;
  /** The toggle's text. */
  toggleLabel?: string;
}

/**
 * The site footer shell. Its link columns collapse behind a toggle (a React Aria `Disclosure`) except
 * when `alwaysOpen`; the aside and bottom row are always shown.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { columns, aside, bottom, alwaysOpen = false, defaultExpanded = false, toggleLabel = 'Site links' },
  ref,
) {
  const grid = <div className={styles.columns}>{columns}</div>;
  return (
    <footer ref={ref} className={styles.footer}>
      <div className={styles.inner}>
        {alwaysOpen ? (
          grid
        ) : (
          <Disclosure defaultExpanded={defaultExpanded}>
            <Button slot="trigger" className={styles.toggle}>
              {toggleLabel}
              <span className={styles.chevron}>
                <Icon name="chevronDown" />
              </span>
            </Button>
            <DisclosurePanel>{grid}</DisclosurePanel>
          </Disclosure>
        )}
        {aside}
        {bottom ? <div className={styles.bottom}>{bottom}</div> : null}
      </div>
    </footer>
  );
});
