import * as styles from './Spinner.css';

export interface SpinnerProps {
  size?: styles.SpinnerSize;
  /** Announced to assistive technology; omit when a surrounding element already says what is loading. */
  label?: string;
}

/** A rotating ring in the current text colour. */
export function Spinner({ size = 'standard', label }: SpinnerProps) {
  const className = `${styles.spinner} ${styles.size[size]}`;
  return label ? (
    <span role="status" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
