export { ERROR_SUMMARY_HEADING, ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary';
