export { type TabItem, Tabs, type TabsProps } from './Tabs';
export { type TabsVariant, tabsVariants } from './Tabs.css';
export { TabsPreview, type TabsPreviewItem, type TabsPreviewProps } from './TabsPreview';
