import { Link } from '@startwise/ui';
import { countText } from './figures';
import { type FigureLink, queueHref } from './queue-link';

/** A count of a chart's table, linked to the queue listing what it counts; `label` says what it counts. */
export function CountLink({ count, label }: { count: { value: number; link: FigureLink }; label: string }) {
  return (
    <Link href={queueHref(count.link)} aria-label={label}>
      {countText(count.value)}
    </Link>
  );
}
