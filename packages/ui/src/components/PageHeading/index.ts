export { PageHeading, type PageHeadingProps } from './PageHeading';
