import { forwardRef, type ReactNode } from 'react';
import type { IconName } from '../Icon';
import { IconBadge } from '../IconBadge';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. 'No Services Found'. */
  title: string;
  /** Why, or what the user can do next. */
  description?: ReactNode;
  /** One next step: a `Button` ('Refresh Data') or `ButtonLink` ('Explore Services'). */
  action?: ReactNode;
  /** The title's document level; `h2` by default. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The small illustration above the title: `inbox` by default (`alert` when critical), `search` for a search. */
  icon?: IconName;
  /**
   * `critical` when the list could not be loaded: the icon turns the critical colour and the panel is announced
   * (`role="alert"`); `neutral` (nothing to show) by default.
   */
  tone?: 'neutral' | 'critical';
  id?: string;
}

/** Fills the space of a list, grid or table that has nothing to show, and offers the next step. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, action, headingLevel: Title = 'h2', icon, tone = 'neutral', id },
  ref,
) {
  const critical = tone === 'critical';
  return (
    <div ref={ref} id={id} className={styles.root} role={critical ? 'alert' : undefined}>
      <IconBadge icon={icon ?? (critical ? 'alert' : 'inbox')} tone={critical ? 'critical' : 'brand'} />
      <Title className={styles.title}>{title}</Title>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
