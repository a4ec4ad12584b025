export { Pagination, type PaginationProps } from './Pagination';
export { clampPage, lastPage, showingText } from './pageRange';
