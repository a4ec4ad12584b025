export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './DescriptionList';
export { type DescriptionListLayout, descriptionListLayouts } from './DescriptionList.css';
