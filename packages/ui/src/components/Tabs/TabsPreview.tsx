import type { ReactNode } from 'react';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import * as styles from './Tabs.css';

export interface TabsPreviewItem {
  id: string;
  label: string;
  /** Where the tab's content lives on a page of its own, e.g. `/category/{slug}`. */
  href: string;
}

export interface TabsPreviewProps {
  /** Names the row of links for assistive technology, e.g. 'Service categories'. */
  'aria-label': string;
  /** The first is the one shown. */
  items: readonly TabsPreviewItem[];
  /** The first item's content. */
  children: ReactNode;
  variant?: styles.TabsVariant;
}

/**
 * `Tabs` as the server renders them, before their code has loaded: the same look with the first tab's content,
 * and the other tabs as plain links to their own pages, so a click before the page's scripts run still goes
 * somewhere. Swap in `Tabs` once loaded: nothing moves.
 */
export function TabsPreview({ 'aria-label': ariaLabel, items, children, variant = 'line' }: TabsPreviewProps) {
  const LinkComponent = useLinkComponent();
  const [shown, ...others] = items;
  return (
    <div className={styles.tabs}>
      <nav aria-label={ariaLabel} className={styles.tabList({ variant })}>
        {shown ? (
          <span className={styles.tab({ variant })} data-selected="" aria-current="true">
            {shown.label}
          </span>
        ) : null}
        {others.map((item) => (
          <LinkComponent key={item.id} href={item.href} className={styles.tab({ variant })}>
            {item.label}
          </LinkComponent>
        ))}
      </nav>
      <div className={styles.panel}>{children}</div>
    </div>
  );
}
