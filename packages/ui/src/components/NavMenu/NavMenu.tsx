import { type ReactNode, useState } from 'react';
import { Button, Disclosure, DisclosurePanel } from 'react-aria-components';
import { useLinkComponent } from '../../UiProvider/LinkComponent';
import { Icon } from '../Icon';
import * as styles from './NavMenu.css';

export interface NavMenuEntry {
  id: string;
  label: string;
  href: string;
  /**
   * The entry's mega-menu panel (e.g. a `MegaMenu`); without one the entry is a plain link. A function gets `close`,
   * for the panel's links to call when chosen (the pointer may still be over the panel when the new page shows).
   */
  panel?: ReactNode | ((close: () => void) => ReactNode);
  /** Names the panel and the button that shows it, e.g. "Service categories". */
  panelLabel?: string;
}

export interface NavMenuProps {
  entries: readonly NavMenuEntry[];
}

/**
 * A site's top navigation as one row of links; an entry with a panel also gets a toggle button beside its link
 * (the WAI-ARIA disclosure navigation pattern with top-level links). Hovering an entry shows its panel; the
 * button shows it from the keyboard, Escape hides it and returns focus to the button, and focus leaving the entry
 * hides it. One panel is open at a time. Panels span the nearest positioned ancestor (the `Header`).
 */
export function NavMenu({ entries }: NavMenuProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const AppLink = useLinkComponent();
  const close = (id: string) => setOpenId((current) => (current === id ? null : current));
  return (
    <ul className={styles.menuBar}>
      {entries.map((entry) => {
        const link = (
          <AppLink href={entry.href} className={styles.entryLink} onClick={() => close(entry.id)}>
            {entry.label}
          </AppLink>
        );
        if (!entry.panel) {
          return (
            <li key={entry.id} className={styles.entry}>
              {link}
            </li>
          );
        }
        const isOpen = openId === entry.id;
        return (
          <li
            key={entry.id}
            className={styles.entry}
            onMouseEnter={() => setOpenId(entry.id)}
            onMouseLeave={() => close(entry.id)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(entry.id);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Escape' || !isOpen) return;
              close(entry.id);
              event.currentTarget.querySelector<HTMLButtonElement>('button[slot="trigger"]')?.focus();
            }}
          >
            <Disclosure
              className={styles.disclosure}
              isExpanded={isOpen}
              onExpandedChange={(expanded) => (expanded ? setOpenId(entry.id) : close(entry.id))}
            >
              {link}
              <Button slot="trigger" className={styles.toggle} aria-label={entry.panelLabel ?? entry.label}>
                <Icon name="chevronDown" />
              </Button>
              <DisclosurePanel className={styles.panel}>
                <div className={styles.panelContent}>
                  {typeof entry.panel === 'function' ? entry.panel(() => close(entry.id)) : entry.panel}
                </div>
              </DisclosurePanel>
            </Disclosure>
          </li>
        );
      })}
    </ul>
  );
}
