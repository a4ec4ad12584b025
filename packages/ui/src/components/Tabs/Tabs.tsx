import { forwardRef, type ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './Tabs.css';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology, e.g. 'Service categories'. */
  'aria-label': string;
  items: readonly TabItem[];
  /** Controlled selection. */
  selectedId?: string;
  /** Uncontrolled initial selection; the first tab by default. */
  defaultSelectedId?: string;
  onSelectionChange?: (id: string) => void;
  /** `line` for page sections, `pill` for filters and sub-tabs. */
  variant?: styles.TabsVariant;
}

/**
 * Switches between panels in place (React Aria `Tabs`): arrow keys move between tabs, Home/End jump, Tab
 * moves into the panel. Only the selected panel is rendered.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { 'aria-label': ariaLabel, items, selectedId, defaultSelectedId, onSelectionChange, variant = 'line' },
  ref,
) {
  return (
    <AriaTabs
      ref={ref}
      className={styles.tabs}
      selectedKey={selectedId}
      defaultSelectedKey={defaultSelectedId ?? items[0]?.id}
      onSelectionChange={onSelectionChange && ((key: Key) => onSelectionChange(String(key)))}
      disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
    >
      <TabList aria-label={ariaLabel} className={styles.tabList({ variant })}>
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab({ variant })}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
});
