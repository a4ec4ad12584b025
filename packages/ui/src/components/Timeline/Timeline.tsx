import { forwardRef, type ReactNode } from 'react';
import * as styles from './Timeline.css';

export interface TimelineEvent {
  id: string;
  /** What happened, e.g. 'Status: pending → processing'. */
  title: ReactNode;
  /** When, as a person reads it ('25 Nov 2026, 4:05 pm'), and as a machine does (ISO 8601). */
  time: { label: string; dateTime: string };
  /** Who did it, a reason, a note. */
  detail?: ReactNode;
  /** Colours the event's dot only; the title says what it means. */
  tone?: styles.TimelineTone;
}

export interface TimelineProps {
  /** Names the list, e.g. 'Timeline'. */
  label: string;
  /** Oldest first. */
  events: readonly TimelineEvent[];
  /** Shown instead of an empty list. */
  emptyMessage?: string;
}

/** What happened to a record, in order: an ordered list of events, each with its time and detail. */
export const Timeline = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  { label, events, emptyMessage = 'Nothing has happened yet.' },
  ref,
) {
  if (events.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ol ref={ref} className={styles.list} aria-label={label}>
      {events.map((event) => (
        <li key={event.id} className={styles.item}>
          <span className={styles.dot[event.tone ?? 'neutral']} aria-hidden="true" />
          <div className={styles.body}>
            <span className={styles.title}>{event.title}</span>
            <time className={styles.time} dateTime={event.time.dateTime}>
              {event.time.label}
            </time>
            {event.detail ? <div className={styles.detail}>{event.detail}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
});
