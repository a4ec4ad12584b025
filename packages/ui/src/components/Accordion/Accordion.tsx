import { forwardRef, type ReactNode } from 'react';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading, type Key } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Accordion.css';

export interface AccordionItem {
  id: string;
  /** The question or section name shown on the button. */
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Initially open items (uncontrolled). One at most unless `allowsMultipleExpanded`. */
  defaultExpandedIds?: readonly string[];
  /** Controlled open items. */
  expandedIds?: readonly string[];
  onExpandedChange?: (ids: string[]) => void;
  /** Off by default: opening an item closes the open one (FAQs). The sitemap's groups turn it on. */
  allowsMultipleExpanded?: boolean;
  /** The document level of each item's heading. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Stacked sections that expand in place (React Aria `DisclosureGroup`): each title is a button inside a
 * heading with `aria-expanded`; Enter or Space toggles it, Tab moves between titles.
 */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { items, defaultExpandedIds, expandedIds, onExpandedChange, allowsMultipleExpanded = false, headingLevel = 3 },
  ref,
) {
  return (
    <DisclosureGroup
      ref={ref}
      className={styles.group}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedIds}
      expandedKeys={expandedIds}
      onExpandedChange={onExpandedChange && ((keys: Set<Key>) => onExpandedChange([...keys].map(String)))}
    >
      {items.map((item) => (
        <Disclosure key={item.id} id={item.id} className={styles.item}>
          <Heading level={headingLevel} className={styles.heading}>
            <Button slot="trigger" className={styles.trigger}>
              <span>{item.title}</span>
              <span className={styles.chevron}>
                <Icon name="chevronDown" />
              </span>
            </Button>
          </Heading>
          <DisclosurePanel className={styles.panel}>{item.content}</DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
});
