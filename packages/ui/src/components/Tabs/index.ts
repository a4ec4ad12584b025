export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { type TabsVariant, tabsVariants } from './Tabs.css';
