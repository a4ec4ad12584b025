export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './DescriptionList';
