import { formatIndianInteger } from '@startwise/format';
import { forwardRef, useImperativeHandle, useRef } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import * as styles from './StatCounter.css';
import { useCountUp } from './useCountUp';

/** Spec 9: statistics counters animate over 2000 ms. */
export const STAT_COUNTER_DURATION = 2000;

export interface StatCounterProps {
  /** The number to count up to. */
  value: number;
  /** What the number counts, e.g. 'Happy Clients'. */
  label: string;
  /** Written after the number, e.g. '+' or '%'. */
  suffix?: string;
  /** Animation length in ms. */
  duration?: number;
}

/**
 * A headline number that counts up from 0 the first time it scrolls into view. Assistive technology
 * reads only the final number (the moving digits are hidden from it); under reduced motion the final
 * number shows at once.
 */
export const StatCounter = forwardRef<HTMLDivElement, StatCounterProps>(function StatCounter(
  { value, label, suffix = '', duration = STAT_COUNTER_DURATION },
  ref,
) {
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
  const current = useCountUp(rootRef, value, duration);
  return (
    <div ref={rootRef} className={styles.root}>
      <p className={styles.value}>
        <span aria-hidden="true" data-counter="">
          {formatIndianInteger(current)}
          {suffix}
        </span>
        <span className={visuallyHidden}>
          {formatIndianInteger(value)}
          {suffix}
        </span>
      </p>
      <p className={styles.label}>{label}</p>
    </div>
  );
});
