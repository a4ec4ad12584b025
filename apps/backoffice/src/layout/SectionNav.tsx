import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { Badge } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { inboxListQuery } from '../pages/inbox/queries';
import * as styles from './BackofficeLayout.css';
import { navigationFor } from './navigation';
import { visuallyHidden } from './visually-hidden.css';

/** The Inbox's count of open messages nobody has read (the list's own count, one row fetched). */
function UnreadCount() {
  const { data } = useQuery(inboxListQuery({ page: 1, limit: 1 }));
  const unread = data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span>
      <Badge tone="brand">{String(unread)}</Badge>
      <span className={visuallyHidden}> unread</span>
    </span>
  );
}

/**
 * The sections a member may open, the current one marked (`aria-current="page"`, from the router's NavLink: a
 * submission belongs to the Queue). `onNavigate` closes the phone's menu.
 */
export function SectionNav({ label, onNavigate }: { label: string; onNavigate?: () => void }) {
  const admin = useStaffSession(staffSession.isAdmin);
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {navigationFor(admin).map((entry) => (
          <li key={entry.id}>
            <NavLink to={entry.href} className={styles.navLink} onClick={onNavigate}>
              <span>{entry.label}</span>
              {entry.id === 'inbox' ? <UnreadCount /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
