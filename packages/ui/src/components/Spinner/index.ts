export { Spinner, type SpinnerProps } from './Spinner';
export { type SpinnerSize, spinnerSizes } from './Spinner.css';
