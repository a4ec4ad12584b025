import { forwardRef } from 'react';
import { visuallyHidden } from '../../css/reset.css';
import * as styles from './Countdown.css';
import { countdownAnnouncement, describeCountdown, formatCountdown } from './formatCountdown';

export interface CountdownProps {
  /** Seconds left; the caller ticks it (e.g. from flows' `codeExpiresIn` selector). */
  seconds: number;
  /** Text before the time, e.g. 'Code expires in'. */
  label?: string;
  /** Announced when the time reaches zero. */
  expiredText?: string;
}

/**
 * Time left as mm:ss. The visible digits are a `timer` (not live, so they are not read every second); a
 * separate polite status tells screen-reader users about each remaining minute and when time is up.
 */
export const Countdown = forwardRef<HTMLSpanElement, CountdownProps>(function Countdown(
  { seconds, label, expiredText = 'Time is up' },
  ref,
) {
  const isExpired = seconds <= 0;
  return (
    <span ref={ref} className={styles.root}>
      {label ? <span className={styles.label}>{label}</span> : null}
      <span
        role="timer"
        aria-label={describeCountdown(seconds)}
        className={`${styles.time} ${isExpired ? styles.expired : ''}`}
      >
        {formatCountdown(seconds)}
      </span>
      <span role="status" className={visuallyHidden}>
        {countdownAnnouncement(seconds, expiredText)}
      </span>
    </span>
  );
});
