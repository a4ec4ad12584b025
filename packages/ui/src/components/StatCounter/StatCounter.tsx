import { formatIndianInteger } from '@startwise/format';
import { forwardRef } from 'react';
import * as styles from './StatCounter.css';

export interface StatCounterProps {
  /** The figure, shown as it is from the first paint. */
  value: number;
  /** What the number counts, e.g. 'Happy Clients'. */
  label: string;
  /** Written after the number, e.g. '+' or '%'. */
  suffix?: string;
}

/**
 * A headline figure with its label. It does not count up: a counter that starts at 0 says "0 businesses" to
 * everyone who sees the page before it runs (the server's HTML, a slow phone, a screenshot, a crawler).
 */
export const StatCounter = forwardRef<HTMLDivElement, StatCounterProps>(function StatCounter(
  { value, label, suffix = '' },
  ref,
) {
  return (
    <div ref={ref} className={styles.root}>
      <p className={styles.value} data-counter="">
        {formatIndianInteger(value)}
        {suffix}
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
});
