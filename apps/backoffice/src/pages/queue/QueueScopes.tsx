import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import * as styles from './QueueScopes.css';
import { QUEUE_SCOPES, type QueueScope } from './queue-search';

const LABELS: Record<QueueScope, string> = {
  open: 'Open work',
  all: 'All',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** The queue's views, as links (each its own address, filters reset); the one shown is the current page. */
export function QueueScopes({ scope }: { scope: QueueScope }) {
  return (
    <nav aria-label="Queue views">
      <ul className={styles.list}>
        {QUEUE_SCOPES.map((each) => (
          <li key={each}>
            <Link
              to={each === 'open' ? paths.queue : `${paths.queue}?view=${each}`}
              className={styles.link}
              aria-current={each === scope ? 'page' : undefined}
            >
              {LABELS[each]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
