import { forwardRef } from 'react';
import { type BadgeEmphasis, type BadgeTone, badge } from './Badge.css';

export interface BadgeProps {
  /** What the badge means: `positive` done/paid, `critical` failed, `caution` waiting, `info` refunded, `neutral` other. */
  tone?: BadgeTone;
  /** `soft` for statuses in lists and tables; `strong` for a single call-out such as a discount. */
  emphasis?: BadgeEmphasis;
  /** Short text. Status labels come from the caller (e.g. flows' `paymentBadge(status)`), never from the kit. */
  children: string;
  id?: string;
  'aria-label'?: string;
}

/** A short, non-interactive status label: payment status, 'Login Required', '{n}% off'. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', emphasis = 'soft', children, ...native },
  ref,
) {
  return (
    <span ref={ref} className={badge({ tone, emphasis })} title={children} {...native}>
      {children}
    </span>
  );
});
